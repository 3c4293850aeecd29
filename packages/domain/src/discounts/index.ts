export * from './adjustments.ts';
export * from './arithmetic.ts';
export * from './code.ts';
export * from './code-lifecycle.ts';
export * from './code-status.ts';
export * from './messages.ts';
export * from './plate-discount.ts';
