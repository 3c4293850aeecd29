/**
 * Delivery info (diner §4): fetching, in or out of the delivery area, providers failed. Asked
 * for once the location has coordinates; without them there is nothing to quote yet.
 */
import type { DeliveryFeeOutput } from '@comanda/api';
import { useDeliveryFee } from '@comanda/api/react';
import type { DeliveryQuoteStatus, UserLocation } from '@comanda/domain';
import { hasCoordinates } from './location-storage.ts';

export interface DeliveryQuote {
  readonly status: DeliveryQuoteStatus;
  readonly fee: DeliveryFeeOutput | null;
}

export function quoteStatusOf(fee: DeliveryFeeOutput | undefined, failed: boolean): DeliveryQuoteStatus {
  if (failed) return 'providersFailed';
  if (!fee) return 'fetching';
  if (!fee.inZone) return 'outOfArea';
  return fee.couriersAvailable ? 'inArea' : 'providersFailed';
}

/** Null when the mode does not deliver or the address has no coordinates yet. */
export function useDeliveryQuote(
  contactId: string,
  delivers: boolean,
  location: UserLocation | null,
): DeliveryQuote | null {
  const located = delivers && hasCoordinates(location) ? location : null;
  const { deliveryFee, error } = useDeliveryFee(
    located
      ? {
          params: { id: contactId },
          query: {
            lat: located.lat,
            lng: located.lng,
            ...(located.fullAddress ? { fullAddress: located.fullAddress } : {}),
            ...(located.city ? { city: located.city } : {}),
          },
        }
      : null,
  );
  if (!located) return null;
  return { status: quoteStatusOf(deliveryFee, Boolean(error)), fee: deliveryFee ?? null };
}
