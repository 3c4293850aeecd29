export { CartProgress, type CartProgressProps, cartProgressTones } from './CartProgress.tsx';
