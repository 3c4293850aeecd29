export { BasketBar, type BasketBarProps, basketBarMessages } from './BasketBar.tsx';
