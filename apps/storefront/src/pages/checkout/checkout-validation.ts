/**
 * The checkout form's values and the domain's submit rules (diner §5 "Checkout submit"): the
 * form resolver and the page's field errors both come from `validateCheckoutSubmit`, so the
 * toast (the LAST failing message) and the fields always agree. The phone is read with the
 * numbering plans the page loaded (`phone-numbering.ts`).
 */
import type { PaymentFlow } from '@comanda/domain/order';
import { type ScheduleDay, type SchedulingChoice, scheduledInstant } from '@comanda/domain/schedule';
import {
  type CardField,
  type CheckoutDelivery,
  type CheckoutModeKind,
  type CheckoutPayment,
  type CheckoutSubmitInput,
  type CheckoutValidation,
  type PhoneNumbering,
  parseCashAmount,
  validateCardInputs,
  validateCheckoutSubmit,
} from '@comanda/domain/validation';
import type { CardValues, CustomerData } from '@comanda/ui';
import * as v from 'valibot';

export interface CheckoutValues {
  readonly customer: CustomerData;
  readonly paymentTypeId: string;
  /** As typed ('¿Con cuánto abonás?'). */
  readonly cashAmount: string;
  readonly card: CardValues;
  readonly notes: string;
  readonly schedule: SchedulingChoice;
}

/** What the rules need besides the form: the page's state when the diner submits. */
export interface CheckoutRules {
  readonly modeKind: CheckoutModeKind;
  readonly paymentFlow: (paymentTypeId: string) => PaymentFlow | null;
  readonly currencyScale: number;
  /** The ticket's rounded total, minor units. */
  readonly orderTotal: number;
  readonly delivery: CheckoutDelivery | null;
  /** What the store forces the diner to give (the domain's `checkoutRequiredFields`). */
  readonly required: CheckoutSubmitInput['required'];
  readonly canOrderNow: boolean;
  /** The mode's schedule is still being read. */
  readonly scheduleLoading: boolean;
  readonly days: readonly ScheduleDay[];
  readonly now: number;
  readonly timeZone: string;
}

export function cardValidation(card: CardValues, rules: Pick<CheckoutRules, 'now' | 'timeZone'>) {
  return validateCardInputs(card, rules.now, { timeZone: rules.timeZone });
}

function paymentOf(values: CheckoutValues, rules: CheckoutRules): CheckoutPayment {
  switch (rules.paymentFlow(values.paymentTypeId)) {
    case 'cash':
      return { kind: 'cash', paysWith: parseCashAmount(values.cashAmount, rules.currencyScale) };
    case 'card':
      return { kind: 'card', cardFieldsValid: cardValidation(values.card, rules).ok };
    default:
      return { kind: 'other' };
  }
}

export function checkoutSubmitInput(values: CheckoutValues, rules: CheckoutRules): CheckoutSubmitInput {
  const { customer, schedule } = values;
  return {
    modeKind: rules.modeKind,
    customer: {
      phone: customer.phone,
      phoneCountry: customer.phoneCountry,
      name: customer.name,
      email: customer.email,
      document: customer.document,
      tableNumber: customer.tableNumber,
    },
    required: rules.required,
    payment: paymentOf(values, rules),
    orderTotal: rules.orderTotal,
    delivery: rules.delivery,
    schedule: {
      loading: rules.scheduleLoading,
      canOrderNow: rules.canOrderNow,
      scheduled: schedule.scheduled,
      scheduledAt: schedule.scheduled ? scheduledInstant(rules.days, schedule.selection) : null,
    },
  };
}

export function validateCheckout(
  values: CheckoutValues,
  rules: CheckoutRules,
  phones: Pick<PhoneNumbering, 'isValidPhone'>,
): CheckoutValidation {
  return validateCheckoutSubmit(checkoutSubmitInput(values, rules), phones);
}

/**
 * The checkout's schema for react-hook-form's valibot resolver. The values are what the page's
 * components produce; the domain's submit rules decide, and the winning message goes to
 * `errors.root` (the page shows it in a toast). Until the page's state is known nothing passes.
 */
export function checkoutSchema(rules: CheckoutRules | undefined, phones: Pick<PhoneNumbering, 'isValidPhone'>) {
  return v.pipe(
    v.custom<CheckoutValues>((input) => typeof input === 'object' && input !== null),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const result = rules ? validateCheckout(dataset.value, rules, phones) : null;
      if (result?.ok) return;
      const input: Record<string, unknown> = { ...dataset.value };
      addIssue({
        message: result?.message ?? '',
        path: [{ type: 'object', origin: 'value', input, key: 'root', value: undefined }],
      });
    }),
  );
}

export type CardErrors = Partial<Record<CardField, string>>;

export function cardErrorsOf(card: CardValues, rules: Pick<CheckoutRules, 'now' | 'timeZone'>): CardErrors {
  const errors: CardErrors = {};
  for (const [field, error] of Object.entries(cardValidation(card, rules).errors)) {
    if (error) errors[field as CardField] = error.message;
  }
  return errors;
}
