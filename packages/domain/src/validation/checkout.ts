/**
 * Checkout submit (diner §5): every rule is evaluated in the spec's order, and when several fail
 * the LAST failing message is the one shown (an error toast; the order is not sent). The full
 * list is returned too, for marking fields. Amounts are integers in minor units at the
 * currency's natural scale, as on the wire.
 */
import type { Country } from '../money/countries.ts';
import { formatMinorUnits } from '../money/format.ts';
import { isValidDocument, isValidEmail } from './customer.ts';
import { validationMessages } from './messages.ts';
import type { PhoneNumbering } from './phone-input.ts';
import { isBlank } from './result.ts';

const m = validationMessages.checkout;

/** The rules in the spec's order; the order is the contract ("last failing message wins"). */
export const checkoutFailureCodes = [
  'phoneRequired',
  'nameRequired',
  'phoneInvalid',
  'tableNumberRequired',
  'emailRequired',
  'emailInvalid',
  'documentInvalid',
  'cashAmountRequired',
  'cashAmountBelowTotal',
  'deliveryAddressRequired',
  'betweenStreetsRequired',
  'minimumOrderAmount',
  'noCouriers',
  'outsideDeliveryZone',
  'calculatingDeliveryFee',
  'noCashCouriers',
  'cardFieldsInvalid',
  'scheduleLoading',
  'scheduleTimeRequired',
] as const;
export type CheckoutFailureCode = (typeof checkoutFailureCodes)[number];

export const checkoutModeKinds = ['delivery', 'takeAway', 'dineIn', 'selfService'] as const;
export type CheckoutModeKind = (typeof checkoutModeKinds)[number];

/** Diner §4 "Delivery info: fetching, fetched, in or out of the delivery area, providers failed". */
export const deliveryQuoteStatuses = ['fetching', 'inArea', 'outOfArea', 'providersFailed'] as const;
export type DeliveryQuoteStatus = (typeof deliveryQuoteStatuses)[number];

export type CheckoutPayment =
  | { readonly kind: 'cash'; readonly paysWith: number | null | undefined }
  /** An online card payment: `cardFieldsValid` is the card inputs' validity (see card.ts). */
  | { readonly kind: 'card'; readonly cardFieldsValid: boolean }
  | { readonly kind: 'other' };

export interface CheckoutDelivery {
  readonly hasAddress: boolean;
  /** deliveryConfig.betweenStreetsRequired. */
  readonly betweenStreetsRequired: boolean;
  readonly betweenStreets: string | null | undefined;
  /** Minimum order for delivery; 0 means none. */
  readonly minimumOrderAmount: number;
  /** The amount compared with the minimum. */
  readonly orderAmount: number;
  /** The store's country: the minimum reads in its currency ('$ 5.000', '$U 5.000'). */
  readonly country: Country | string;
  readonly quote: DeliveryQuoteStatus;
  /** False when the couriers in the zone do not take cash. */
  readonly cashCouriersAvailable?: boolean;
}

export interface CheckoutSubmitInput {
  readonly modeKind: CheckoutModeKind;
  readonly customer: {
    readonly phone: string | null | undefined;
    /** The phone prefix country (ar, uy, …); Argentina when absent. */
    readonly phoneCountry?: string | null;
    readonly name: string | null | undefined;
    readonly email: string | null | undefined;
    readonly document?: string | null;
    readonly tableNumber?: string | null;
  };
  /** What the branch forces the diner to give. */
  readonly required: {
    readonly phone: boolean;
    readonly name: boolean;
    /** BranchContact.mandatoryEmail. */
    readonly email: boolean;
    readonly document?: boolean;
  };
  readonly payment: CheckoutPayment;
  /** The order's total price. */
  readonly orderTotal: number;
  /** Present in delivery mode. */
  readonly delivery?: CheckoutDelivery | null;
  readonly schedule: {
    readonly loading: boolean;
    readonly canOrderNow: boolean;
    /** The 'Programado' toggle is on (or forced on). */
    readonly scheduled: boolean;
    readonly scheduledAt: Date | string | number | null | undefined;
  };
}

/**
 * What a branch contact forces the diner to give (diner §5 "phone required if forced", "name
 * required if forced", "email if forced"): the contact's settings, named as BranchContact's
 * `mandatoryEmail`. Anything not forced is optional, and checked only when given.
 */
export interface MandatoryCustomerFields {
  readonly mandatoryPhone: boolean;
  readonly mandatoryName: boolean;
  readonly mandatoryEmail: boolean;
}

/** The `required` flags of the checkout rules for a contact; the storefront and the server both read them here. */
export function checkoutRequiredFields(contact: MandatoryCustomerFields): CheckoutSubmitInput['required'] {
  return { phone: contact.mandatoryPhone, name: contact.mandatoryName, email: contact.mandatoryEmail };
}

export interface CheckoutFailure {
  readonly code: CheckoutFailureCode;
  readonly message: string;
}

export type CheckoutValidation =
  | { readonly ok: true; readonly failures: readonly []; readonly message: null }
  | { readonly ok: false; readonly failures: readonly CheckoutFailure[]; readonly message: string };

const isAmount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * Decision: the validity rules check what was given (a non-empty phone, email or document);
 * an empty one fails only its "required" rule. A time is required when the order cannot be
 * placed now or the diner turned scheduling on. Following the spec's order literally, 'Seleccione
 * un horario de programación del pedido' wins over the schedule-loading message when both fail.
 * The phone is read with the caller's numbering plans (`phoneNumbering` of phone.ts): the server
 * passes them at hand, the storefront's checkout once it has loaded them after its first screen.
 */
export function validateCheckoutSubmit(
  input: CheckoutSubmitInput,
  phones: Pick<PhoneNumbering, 'isValidPhone'>,
): CheckoutValidation {
  const { customer, required, payment, delivery, schedule } = input;
  const failures: CheckoutFailure[] = [];
  const fail = (code: CheckoutFailureCode, message: string) => failures.push({ code, message });
  const phoneCountry = customer.phoneCountry ?? undefined;

  if (required.phone && isBlank(customer.phone)) fail('phoneRequired', m.phoneRequired);
  if (required.name && isBlank(customer.name)) fail('nameRequired', m.nameRequired);
  if (!isBlank(customer.phone) && !phones.isValidPhone(customer.phone, phoneCountry))
    fail('phoneInvalid', m.phoneInvalid);
  if (input.modeKind === 'dineIn' && isBlank(customer.tableNumber)) fail('tableNumberRequired', m.tableNumberRequired);
  if (required.email && isBlank(customer.email)) fail('emailRequired', m.emailRequired);
  if (!isBlank(customer.email) && !isValidEmail(customer.email)) fail('emailInvalid', m.emailInvalid);
  if ((required.document === true || !isBlank(customer.document)) && !isValidDocument(customer.document)) {
    fail('documentInvalid', m.documentInvalid);
  }

  if (payment.kind === 'cash') {
    if (!isAmount(payment.paysWith)) fail('cashAmountRequired', m.cashAmountRequired);
    else if (isAmount(input.orderTotal) && payment.paysWith < input.orderTotal) {
      fail('cashAmountBelowTotal', m.cashAmountBelowTotal);
    }
  }

  if (input.modeKind === 'delivery' && delivery) {
    if (!delivery.hasAddress) fail('deliveryAddressRequired', m.deliveryAddressRequired);
    if (delivery.betweenStreetsRequired && isBlank(delivery.betweenStreets)) {
      fail('betweenStreetsRequired', m.betweenStreetsRequired);
    }
    if (delivery.minimumOrderAmount > 0 && delivery.orderAmount < delivery.minimumOrderAmount) {
      fail('minimumOrderAmount', m.minimumOrderAmount(formatMinorUnits(delivery.minimumOrderAmount, delivery.country)));
    }
    if (delivery.quote === 'providersFailed') fail('noCouriers', m.noCouriers);
    if (delivery.quote === 'outOfArea') fail('outsideDeliveryZone', m.outsideDeliveryZone);
    if (delivery.quote === 'fetching') fail('calculatingDeliveryFee', m.calculatingDeliveryFee);
    if (payment.kind === 'cash' && delivery.cashCouriersAvailable === false) fail('noCashCouriers', m.noCashCouriers);
  }

  if (payment.kind === 'card' && !payment.cardFieldsValid) fail('cardFieldsInvalid', m.cardFieldsInvalid);

  if (schedule.loading) fail('scheduleLoading', m.scheduleLoading);
  const hasTime = schedule.scheduledAt !== null && schedule.scheduledAt !== undefined && schedule.scheduledAt !== '';
  if ((!schedule.canOrderNow || schedule.scheduled) && !hasTime) fail('scheduleTimeRequired', m.scheduleTimeRequired);

  const last = failures.at(-1);
  return last ? { ok: false, failures, message: last.message } : { ok: true, failures: [], message: null };
}

/**
 * The cash amount typed by the diner ("con cuanto abona", numeric, min 0) in minor units at
 * `scale` digits, or null when it is not a non-negative amount. Accepts '1500', '1500,5',
 * '1.500,50' and '1500.50'. Decision: a ',' is always the decimal separator; without one, a '.'
 * followed by at most `scale` digits at the end is decimal, any other '.' groups thousands.
 */
export function parseCashAmount(input: unknown, scale: number): number | null {
  if (typeof input !== 'string' || !Number.isInteger(scale) || scale < 0) return null;
  const text = input.trim().replace(/\s/g, '');
  if (!/^[\d.,]+$/.test(text) || (text.match(/,/g) ?? []).length > 1) return null;
  let whole = text;
  let fraction = '';
  const comma = text.indexOf(',');
  if (comma >= 0) {
    whole = text.slice(0, comma);
    fraction = text.slice(comma + 1);
  } else {
    const dot = text.lastIndexOf('.');
    const tail = dot >= 0 ? text.slice(dot + 1) : '';
    if (dot >= 0 && text.indexOf('.') === dot && tail.length <= scale && tail.length !== 3) {
      whole = text.slice(0, dot);
      fraction = tail;
    }
  }
  if (fraction.includes('.') || fraction.length > scale) return null;
  if (whole.includes('.') && !/^\d{1,3}(\.\d{3})+$/.test(whole)) return null;
  const digits = whole.replace(/\./g, '');
  if (digits === '' && fraction === '') return null;
  const amount = Number((digits || '0') + fraction.padEnd(scale, '0'));
  return Number.isSafeInteger(amount) ? amount : null;
}
