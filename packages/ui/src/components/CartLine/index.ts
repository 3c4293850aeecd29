export { CartLine, type CartLineProps, cartLineMessages, garnishLabel } from './CartLine.tsx';
