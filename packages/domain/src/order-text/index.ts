export * from './messages.ts';
export * from './order-text.ts';
