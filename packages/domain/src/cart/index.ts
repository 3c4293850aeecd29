export * from './abandoned.ts';
export * from './abandoned-phone.ts';
export * from './cart.ts';
export * from './lines.ts';
export * from './messages.ts';
export * from './snapshot.ts';
export * from './types.ts';
