/**
 * The delivery fee, minimum and free-delivery amount of the diner's address (diner §2 "Info
 * table", follow-up §2 "Cart page"). They come from the delivery zone, which needs a location:
 * the one saved locally by the address modal (diner §3 "User location"). Without a saved location
 * the order mode carries no minimum or fee of its own, so they stay unknown (hidden) until the
 * diner gives an address at the checkout.
 */
import type { BranchContactOutput } from '@comanda/api';
import { useDeliveryFee } from '@comanda/api/react';
import type { UserLocation } from '@comanda/domain';
import { storageKeys, useStoredValue } from '../../state/storage.ts';

function parseLocation(raw: string | null): UserLocation | null {
  try {
    const parsed: unknown = JSON.parse(raw ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const location = parsed as UserLocation;
    return typeof location.lat === 'number' && typeof location.lng === 'number' ? location : null;
  } catch {
    return null;
  }
}

export interface DeliveryInfo {
  readonly fee: number | null;
  readonly loading: boolean;
  readonly minimum: number | null;
  readonly freeDeliveryFrom: number | null;
  readonly zoneProblem: 'outOfArea' | 'noCouriers' | null;
}

export function useDeliveryInfo(contact: BranchContactOutput, isDelivery: boolean): DeliveryInfo {
  const stored = useStoredValue(storageKeys.location);
  const location = isDelivery ? parseLocation(stored) : null;
  const { deliveryFee, isLoading } = useDeliveryFee(
    location
      ? {
          params: { id: contact.id },
          query: {
            lat: location.lat as number,
            lng: location.lng as number,
            ...(location.fullAddress ? { fullAddress: location.fullAddress } : {}),
          },
        }
      : null,
  );
  if (!deliveryFee) return { fee: null, loading: isLoading, minimum: null, freeDeliveryFrom: null, zoneProblem: null };
  return {
    fee: deliveryFee.inZone ? deliveryFee.fee : null,
    loading: false,
    minimum: deliveryFee.inZone ? deliveryFee.minimumOrder : null,
    freeDeliveryFrom: deliveryFee.inZone ? (deliveryFee.freeDeliveryFrom ?? null) : null,
    zoneProblem: !deliveryFee.inZone ? 'outOfArea' : deliveryFee.couriersAvailable ? null : 'noCouriers',
  };
}
