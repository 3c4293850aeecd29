export * from './delivery-address.ts';
export * from './distance.ts';
export * from './geocoding.ts';
export * from './lifecycle.ts';
export * from './messages.ts';
