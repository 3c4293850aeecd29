/**
 * What the checkout's validation reads besides the form (diner §5 "Checkout submit"): the mode,
 * the payment flows, the ticket's total, the delivery state (address, minimum, quote) and the
 * schedule. A plain builder: the rules themselves are the domain's.
 */
import type { BranchContactOutput, OrderModeOutput, PaymentTypeOutput } from '@comanda/api';
import { hasPosition } from '@comanda/domain/location';
import type { CountryCode } from '@comanda/domain/money';
import { paymentFlowOf } from '@comanda/domain/order';
import type { Ticket } from '@comanda/domain/pricing';
import type { OrderingStatus } from '@comanda/domain/schedule';
import {
  type CheckoutDelivery,
  checkoutRequiredFields,
  hasAddress,
  type UserLocation,
} from '@comanda/domain/validation';
import type { DeliveryQuote } from '../../address/useDeliveryQuote.ts';
import type { CheckoutRules } from './checkout-validation.ts';
import { minorUnits } from './ticket.ts';
import { checkoutModeKinds } from './useCheckoutData.ts';

export interface CheckoutRulesInput {
  readonly mode: OrderModeOutput;
  readonly contact: BranchContactOutput;
  readonly paymentTypes: readonly PaymentTypeOutput[];
  readonly ticket: Ticket;
  readonly country: CountryCode;
  readonly location: UserLocation | null;
  readonly quote: DeliveryQuote | null | undefined;
  readonly status: OrderingStatus;
  readonly scheduleLoading: boolean;
  readonly now: number;
  readonly timeZone: string;
}

function deliveryOf({ mode, contact, ticket, country, location, quote }: CheckoutRulesInput): CheckoutDelivery | null {
  if (mode.type !== 'DELIVERY') return null;
  return {
    hasAddress: hasAddress(location) && hasPosition(location),
    betweenStreetsRequired: contact.deliveryConfig.betweenStreetsRequired,
    betweenStreets: location?.betweenStreets,
    minimumOrderAmount: quote?.fee?.minimumOrder ?? 0,
    orderAmount: minorUnits(ticket, ticket.itemsTotal),
    country,
    // Without coordinates there is nothing to quote: the address rule speaks instead.
    quote: quote?.status ?? 'inArea',
    ...(quote?.fee ? { cashCouriersAvailable: !quote.fee.inZone || quote.fee.cashCouriersAvailable } : {}),
  };
}

export function checkoutRulesOf(input: CheckoutRulesInput): CheckoutRules {
  const { mode, contact, paymentTypes, ticket, status, now, timeZone } = input;
  return {
    modeKind: checkoutModeKinds[mode.type],
    paymentFlow: (id) => {
      const found = paymentTypes.find((p) => p.id === id);
      return found ? paymentFlowOf(found) : null;
    },
    currencyScale: ticket.currencyScale,
    orderTotal: minorUnits(ticket, ticket.total),
    delivery: deliveryOf(input),
    required: checkoutRequiredFields(contact),
    canOrderNow: status.canOrderNow,
    scheduleLoading: input.scheduleLoading,
    days: status.days,
    now,
    timeZone,
  };
}
