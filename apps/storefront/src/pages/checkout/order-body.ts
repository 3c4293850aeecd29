/** The order as sent (diner §3 "Order as sent") from the checkout's state and its ticket. */
import { type CreateOrderInput, type OrderModeOutput, type PaymentTypeOutput, toWireCartItem } from '@comanda/api';
import type { CartItem } from '@comanda/domain/cart';
import type { PartnerUser } from '@comanda/domain/loyalty';
import { type EntryParameters, orderAsSentFields, orderAttribution } from '@comanda/domain/order';
import type { Ticket } from '@comanda/domain/pricing';
import { type PhoneNumbering, parseCashAmount, toOrderAddress, type UserLocation } from '@comanda/domain/validation';
import type { CheckoutValues } from './checkout-validation.ts';
import { minorUnits } from './ticket.ts';

export interface OrderBodyInput {
  readonly idempotencyKey: string;
  readonly values: CheckoutValues;
  readonly items: readonly CartItem[];
  readonly ticket: Ticket;
  readonly mode: OrderModeOutput;
  readonly paymentType: PaymentTypeOutput;
  readonly branchContactId: string;
  readonly location: UserLocation | null;
  readonly scheduledAt: Date | null;
  /** The code priced in the ticket, when its conditions hold. */
  readonly discountCode: string | null;
  readonly currencyScale: number;
  /** What the link into the menu carried (campaign, source). */
  readonly entry: EntryParameters | null;
  /** The loyalty partner's user the diner arrived as; the server asks the partner again. */
  readonly partnerUser?: PartnerUser | null;
  /** Ordered from an installed app or an in-app browser. */
  readonly installedApp: boolean;
  /** The numbering plans that write the phone in E.164 (loaded before the form could submit). */
  readonly phones: Pick<PhoneNumbering, 'toE164'>;
}

const present = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

export function buildOrderBody(input: OrderBodyInput): CreateOrderInput {
  const { values, ticket, mode, paymentType, location } = input;
  const total = minorUnits(ticket, ticket.total);
  const cash = paymentType.paymentMethod === 'CASH';
  const delivery = mode.type === 'DELIVERY';
  const destination =
    delivery && location
      ? { ...toOrderAddress(location), lat: location.lat ?? undefined, lng: location.lng ?? undefined }
      : null;
  const asSent = orderAsSentFields({
    type: mode.type,
    cashPayment: cash,
    destination,
    paysWith: cash ? parseCashAmount(values.cashAmount, input.currencyScale) : null,
    document: present(values.customer.document) ?? null,
    paymentUpload: paymentType.upload,
    amount: total,
  });
  const redeemedPoints = ticket.loyalty?.redeemedPoints ?? 0;
  return {
    idempotencyKey: input.idempotencyKey,
    items: input.items.map(toWireCartItem),
    type: mode.type,
    price: total,
    userServiceFee: minorUnits(ticket, ticket.serviceFee),
    paymentType: paymentType.id,
    branchContact: input.branchContactId,
    orderModeId: mode.id,
    ...orderAttribution(input.entry),
    ...(input.partnerUser
      ? { partnerName: input.partnerUser.partner, userExternalReference: input.partnerUser.externalUserId }
      : {}),
    optIn: asSent.optIn,
    installedApp: input.installedApp,
    ...(asSent.destination ? { destination: asSent.destination } : {}),
    ...(asSent.paysWith !== undefined ? { paysWith: asSent.paysWith } : {}),
    ...(asSent.document ? { document: asSent.document } : {}),
    paymentInfo: { ...asSent.paymentInfo, status: 'PENDING', paymentUpload: paymentType.upload },
    // A phone or name the store does not force may be left out (diner §5).
    ...(present(values.customer.phone)
      ? { phone: input.phones.toE164(values.customer.phone, values.customer.phoneCountry) ?? values.customer.phone }
      : {}),
    ...(present(values.customer.name) ? { customerName: values.customer.name.trim() } : {}),
    ...(present(values.customer.email) ? { customerEmail: values.customer.email.trim() } : {}),
    ...(mode.type === 'TABLE' ? { tableUid: values.customer.tableNumber.trim() } : {}),
    ...(present(values.notes) ? { notes: values.notes.trim() } : {}),
    ...(delivery ? { deliveryFee: minorUnits(ticket, ticket.deliveryFee) } : {}),
    discounts: ticket.discounts.map((line) => ({
      name: line.name,
      type: line.type,
      value: line.value,
      amount: minorUnits(ticket, line.amount),
      discountReferenceId: line.discountReferenceId,
      ...(line.code ? { code: line.code } : {}),
      ...(line.externalBenefitType ? { externalBenefitType: line.externalBenefitType } : {}),
    })),
    surcharges: ticket.surcharges.map((line) => ({
      name: line.name,
      type: line.type,
      value: line.value,
      amount: minorUnits(ticket, line.amount),
      surchargeReferenceId: line.surchargeReferenceId,
    })),
    scheduled: input.scheduledAt !== null,
    ...(input.scheduledAt ? { scheduledAt: input.scheduledAt.toISOString() } : {}),
    ...(redeemedPoints > 0 ? { loyaltyInfo: { redeemedPoints } } : {}),
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    ...(mode.minDelayInMinutes !== undefined ? { minDelayInMinutes: mode.minDelayInMinutes } : {}),
    ...(mode.maxDelayInMinutes !== undefined ? { maxDelayInMinutes: mode.maxDelayInMinutes } : {}),
  };
}
