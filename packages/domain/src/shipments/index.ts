export * from './access.ts';
export * from './errors.ts';
export * from './machine.ts';
export * from './messages.ts';
export * from './order-progress.ts';
export * from './query.ts';
export * from './stack.ts';
export * from './status.ts';
