export { OrderHeader, type OrderHeaderProps, type PaymentIconKind, paymentIconKinds } from './OrderHeader.tsx';
