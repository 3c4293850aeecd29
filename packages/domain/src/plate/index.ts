export * from './cart-item.ts';
export * from './form.ts';
export * from './messages.ts';
