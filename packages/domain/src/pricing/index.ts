export * from './cart-item-prices.ts';
export * from './delivery-fee.ts';
export * from './price-order.ts';
export * from './price-with-delivery.ts';
export * from './types.ts';
