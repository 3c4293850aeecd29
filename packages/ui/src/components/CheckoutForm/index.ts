export {
  type CheckoutErrorTarget,
  type CheckoutFieldErrors,
  CheckoutForm,
  type CheckoutFormProps,
  checkoutErrorTargets,
  checkoutFieldErrors,
} from './CheckoutForm.tsx';
