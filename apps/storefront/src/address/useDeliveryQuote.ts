/**
 * Delivery info (diner §4): fetching, in or out of the delivery area, providers failed. Asked
 * for once the location has coordinates; without them there is nothing to quote yet. The query
 * carries what diner §7 lists: lat, lng, fullAddress, city and phone.
 */
import type { DeliveryFeeOutput } from '@comanda/api';
import { useDeliveryFee } from '@comanda/api/react';
import { hasPosition } from '@comanda/domain/location';
import type { DeliveryQuoteStatus, UserLocation } from '@comanda/domain/validation';
import { useRef } from 'react';

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

/**
 * Null when the mode does not deliver or the address has no coordinates yet. `phone`: the diner's
 * (E.164) once known.
 */
export function useDeliveryQuote(
  contactId: string,
  delivers: boolean,
  location: UserLocation | null,
  phone: string | null = null,
): DeliveryQuote | null {
  const located = delivers && hasPosition(location) ? location : null;
  const { deliveryFee, error } = useDeliveryFee(
    located
      ? {
          params: { id: contactId },
          query: {
            lat: located.lat,
            lng: located.lng,
            ...(located.fullAddress ? { fullAddress: located.fullAddress } : {}),
            ...(located.city ? { city: located.city } : {}),
            ...(phone ? { phone } : {}),
          },
        }
      : null,
  );
  // The zone depends on the point: a new phone asks again, and the point's last answer stands meanwhile.
  const point = located ? `${located.lat},${located.lng}` : null;
  const lastAnswer = useRef<{ readonly point: string; readonly fee: DeliveryFeeOutput } | null>(null);
  if (deliveryFee && point) lastAnswer.current = { point, fee: deliveryFee };
  const fee = deliveryFee ?? (lastAnswer.current?.point === point ? lastAnswer.current.fee : undefined);
  if (!located) return null;
  return { status: quoteStatusOf(fee, Boolean(error)), fee: fee ?? null };
}
