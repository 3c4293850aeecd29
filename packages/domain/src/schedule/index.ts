export * from './availability.ts';
export * from './hours.ts';
export * from './messages.ts';
export * from './recent-order.ts';
export * from './slots.ts';
export * from './time.ts';
