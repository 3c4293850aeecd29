/**
 * The rider's shipment list queries (follow-up §7) and the update payload.
 */
import type { ShipmentStatus } from './status.ts';

/** Shipments created up to this many days ago are listed. */
export const SHIPMENT_LOOKBACK_DAYS = 3;
/** Decision (architecture table): the shared default page size. */
export const SHIPMENTS_PAGE_SIZE = 20;
/** Riders list only shipments of the own fleet provider. */
export const OWN_FLEET_PROVIDER = 'OWN_FLEET';
/** Decision: pages count from 0. */
export const SHIPMENTS_FIRST_PAGE = 0;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ShipmentsListQuery {
  readonly page: number;
  readonly pageSize: number;
  readonly sort: 'ASC';
  readonly branchContactId: string;
  /** ISO 8601 instant, `SHIPMENT_LOOKBACK_DAYS` × 24 h before `now`. */
  readonly startDate: string;
  /** ISO 8601 instant: `now`. */
  readonly endDate: string;
  readonly status: ShipmentStatus;
  readonly providerName: typeof OWN_FLEET_PROVIDER;
}

/** GET api/shipments query: the window is [now − 3 days, now], as instants (no time zone involved). */
export function shipmentsListQuery(input: {
  readonly branchContactId: string;
  readonly now: Date;
  readonly page?: number;
  readonly pageSize?: number;
}): ShipmentsListQuery {
  const end = input.now.getTime();
  return {
    page: input.page ?? SHIPMENTS_FIRST_PAGE,
    pageSize: input.pageSize ?? SHIPMENTS_PAGE_SIZE,
    sort: 'ASC',
    branchContactId: input.branchContactId,
    startDate: new Date(end - SHIPMENT_LOOKBACK_DAYS * DAY_MS).toISOString(),
    endDate: new Date(end).toISOString(),
    status: 'LOOKING_FOR_DRIVER',
    providerName: OWN_FLEET_PROVIDER,
  };
}

/** GET /api/shipmentstacks query. */
export const SHIPMENT_STACKS_QUERY = {
  status: 'LOOKING_FOR_DRIVER',
  delivery_provider_name: OWN_FLEET_PROVIDER,
} as const satisfies Record<string, string>;

export interface ShipmentUpdatePayload {
  readonly status: ShipmentStatus;
  readonly id: string;
  readonly rider_phone: string;
  readonly rider_name: string;
  readonly rider_id: string;
}

/** Body of PUT /api/shipments/{id} and PUT /api/stacking/{id}. */
export function shipmentUpdatePayload(
  id: string,
  status: ShipmentStatus,
  rider: { readonly riderId: string; readonly name: string; readonly phone: string },
): ShipmentUpdatePayload {
  return { status, id, rider_phone: rider.phone, rider_name: rider.name, rider_id: rider.riderId };
}
