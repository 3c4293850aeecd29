export { CheckoutStoreBlock, type CheckoutStoreBlockProps, checkoutStoreBlockTexts } from './CheckoutStoreBlock.tsx';
