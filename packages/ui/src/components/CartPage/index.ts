export { CartPage, type CartPageAction, type CartPageProps, cartPageMessages } from './CartPage.tsx';
