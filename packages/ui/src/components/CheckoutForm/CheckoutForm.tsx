import type { CheckoutFailure, CheckoutFailureCode } from '@comanda/domain/validation';
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import type { CustomerField } from '../CustomerDataSection/CustomerDataSection.tsx';
import * as styles from './CheckoutForm.css.ts';

/** Where a failed checkout rule is shown besides the toast ('order': the toast only). */
export type CheckoutErrorTarget = CustomerField | 'cashAmount' | 'payment' | 'address' | 'schedule' | 'order';

/** Every rule of `validateCheckoutSubmit`, mapped to the part of the page that shows it. */
export const checkoutErrorTargets = {
  phoneRequired: 'phone',
  nameRequired: 'name',
  phoneInvalid: 'phone',
  tableNumberRequired: 'tableNumber',
  emailRequired: 'email',
  emailInvalid: 'email',
  documentInvalid: 'document',
  cashAmountRequired: 'cashAmount',
  cashAmountBelowTotal: 'cashAmount',
  deliveryAddressRequired: 'address',
  betweenStreetsRequired: 'address',
  minimumOrderAmount: 'order',
  noCouriers: 'address',
  outsideDeliveryZone: 'address',
  calculatingDeliveryFee: 'address',
  noCashCouriers: 'payment',
  cardFieldsInvalid: 'payment',
  scheduleLoading: 'schedule',
  scheduleTimeRequired: 'schedule',
} as const satisfies Record<CheckoutFailureCode, CheckoutErrorTarget>;

export type CheckoutFieldErrors = Readonly<Partial<Record<CheckoutErrorTarget, string>>>;

/**
 * The field errors of a failed submit: each part shows the first of its failures, in the spec's
 * order. The toast shows the domain's winning message (the last one) on its own.
 */
export function checkoutFieldErrors(failures: readonly CheckoutFailure[]): CheckoutFieldErrors {
  const errors: Partial<Record<CheckoutErrorTarget, string>> = {};
  for (const failure of failures) {
    const target = checkoutErrorTargets[failure.code];
    errors[target] ??= failure.message;
  }
  return errors;
}

export interface CheckoutFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The submit button was pressed (or Enter in a field): validate and send. The page never reloads. */
  readonly onSubmit?: () => void;
  readonly children: ReactNode;
}

/**
 * The checkout page's form (diner §2): lays out the store block, schedule, 'Mis datos',
 * 'MI DIRECCIÓN', 'Mi pago', notes, ticket and submit, and turns a submit into `onSubmit`.
 * Browser validation is off: the domain's `validateCheckoutSubmit` decides, and its message is a toast.
 */
export function CheckoutForm({ onSubmit, children, className, ...rest }: CheckoutFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };
  return (
    <form
      {...rest}
      noValidate
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      data-slot="checkout-form"
    >
      {children}
    </form>
  );
}
