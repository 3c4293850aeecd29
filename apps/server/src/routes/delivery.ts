/** Diner §7: the delivery fee of an address. */
import { dinerCalls as calls } from '@comanda/api';
import type { Mount } from '../http/mount.ts';
import { deliveryQuote } from '../services/delivery.ts';

export function deliveryRoutes(mount: Mount): void {
  // fullAddress, city and phone are accepted for the contract's sake: the zone depends on the point only.
  mount(calls.getDeliveryFee, ({ params, query }, c) =>
    deliveryQuote(c.var.db, params.id as string, { lat: query.lat, lng: query.lng }),
  );
}
