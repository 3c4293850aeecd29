/**
 * Where a delivery address stands on its way to a fee (diner §4 "Delivery info: fetching,
 * fetched, in or out of the delivery area, providers failed"), and what the checkout tells the
 * diner about it: an address the checkout would refuse is never shown without saying what is
 * missing and the one fix (decision, docs/geocoding.md).
 */
import { hasAddress, type UserLocation } from '../validation/address.ts';
import type { DeliveryQuoteStatus } from '../validation/checkout.ts';
import { validationMessages } from '../validation/messages.ts';
import { isBlank } from '../validation/result.ts';
import { hasPosition } from './lifecycle.ts';
import { locationMessages } from './messages.ts';

/** Before a quote: no address at all, or an address without a point to quote. Then the quote's own states. */
export const deliveryQuoteStates = [
  'noAddress',
  'unplaced',
  'fetching',
  'inArea',
  'outOfArea',
  'providersFailed',
] as const;
export type DeliveryQuoteState = (typeof deliveryQuoteStates)[number];

/** The state of `location`'s quote, given the quote's status once one was asked for. */
export function deliveryQuoteState(
  location: UserLocation | null | undefined,
  quote: DeliveryQuoteStatus | null | undefined,
): DeliveryQuoteState {
  if (!hasAddress(location)) return 'noAddress';
  if (!hasPosition(location)) return 'unplaced';
  return quote ?? 'fetching';
}

export const deliveryAddressFixes = ['enterAddress', 'placeOnMap', 'addBetweenStreets', 'changeAddress'] as const;
export type DeliveryAddressFix = (typeof deliveryAddressFixes)[number];

export interface DeliveryAddressIssue {
  readonly message: string;
  /** What one tap does about it; null when no address would help (no couriers right now). */
  readonly fix: DeliveryAddressFix | null;
  readonly fixLabel: string | null;
}

const issue = (message: string, fix: DeliveryAddressFix | null): DeliveryAddressIssue => ({
  message,
  fix,
  fixLabel: fix ? locationMessages.fixes[fix] : null,
});

/**
 * What keeps the address from being delivered to, the most basic first: none, no point, outside
 * every zone, no couriers, missing cross streets. Null when nothing does (or the quote is on its
 * way). The messages are the checkout's (diner §5), except the point's, which the spec has not.
 */
export function deliveryAddressIssue(
  state: DeliveryQuoteState,
  location: UserLocation | null | undefined,
  options: { readonly betweenStreetsRequired?: boolean | null } = {},
): DeliveryAddressIssue | null {
  const m = validationMessages.checkout;
  switch (state) {
    case 'noAddress':
      return issue(m.deliveryAddressRequired, 'enterAddress');
    case 'unplaced':
      return issue(locationMessages.unplaced, 'placeOnMap');
    case 'outOfArea':
      return issue(m.outsideDeliveryZone, 'changeAddress');
    case 'providersFailed':
      return issue(m.noCouriers, null);
    case 'fetching':
    case 'inArea':
      break;
    default:
      return state satisfies never;
  }
  if (options.betweenStreetsRequired === true && isBlank(location?.betweenStreets)) {
    return issue(m.betweenStreetsRequired, 'addBetweenStreets');
  }
  return null;
}

/**
 * The ticket's 'Envío' without a fee to show: what it waits for. Null once the address is in a
 * zone, when the quoted fee is shown ('Gratis' only then, when it is zero).
 */
export function deliveryFeeNote(state: DeliveryQuoteState): string | null {
  return state === 'inArea' ? null : locationMessages.feeNotes[state];
}
