/**
 * The delivery fee, minimum and free-delivery amount of the diner's address (diner §2 "Info
 * table", follow-up §2 "Cart page"), on the menu and the cart as soon as a located address is
 * saved: the same quote the checkout asks for (`useDeliveryQuote`), with the signed-in diner's
 * phone. Without one they stay unknown, and the address control says why.
 */
import type { BranchContactOutput } from '@comanda/api';
import { useDeliveryQuote } from '../../address/useDeliveryQuote.ts';
import { useDinerSession } from '../../state/diner-session.ts';
import { useDinerLocation } from '../../state/location-store.ts';

export interface DeliveryInfo {
  readonly fee: number | null;
  readonly loading: boolean;
  readonly minimum: number | null;
  readonly freeDeliveryFrom: number | null;
  readonly zoneProblem: 'outOfArea' | 'noCouriers' | null;
}

const unknown: DeliveryInfo = { fee: null, loading: false, minimum: null, freeDeliveryFrom: null, zoneProblem: null };

export function useDeliveryInfo(contact: BranchContactOutput, isDelivery: boolean): DeliveryInfo {
  const location = useDinerLocation();
  const session = useDinerSession(contact.branch.id);
  const quote = useDeliveryQuote(contact.id, isDelivery, location, session?.phone ?? null);
  if (!quote) return unknown;
  const { fee } = quote;
  if (!fee) return { ...unknown, loading: quote.status === 'fetching' };
  if (!fee.inZone) return { ...unknown, zoneProblem: 'outOfArea' };
  return {
    fee: fee.fee,
    loading: false,
    minimum: fee.minimumOrder,
    freeDeliveryFrom: fee.freeDeliveryFrom ?? null,
    zoneProblem: fee.couriersAvailable ? null : 'noCouriers',
  };
}
