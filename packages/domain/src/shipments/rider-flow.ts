/**
 * The status sets of the rider's flow (follow-up §4 "Rider flow"): the way forward, where a rider
 * may cancel, which shipments are still active. Apart from status.ts, which the customer's
 * tracking page reads too.
 */
import { isStatusIn, type ShipmentStatus } from './status.ts';

/** The forward sequence a rider walks a shipment through. */
export const SHIPMENT_FORWARD_SEQUENCE = [
  'LOOKING_FOR_DRIVER',
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
  'ON_ROUTE_TO_DROPOFF',
  'DELIVERED',
] as const satisfies readonly ShipmentStatus[];

/** The only statuses a rider may cancel from (the cancel sets DRIVER_CANCELED). */
export const SHIPMENT_CANCELABLE_STATUSES = [
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
  'ON_ROUTE_TO_DROPOFF',
] as const satisfies readonly ShipmentStatus[];

/** Updatable, also called active. */
export const SHIPMENT_UPDATABLE_STATUSES = [
  'LOOKING_FOR_DRIVER',
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
  'ON_ROUTE_TO_DROPOFF',
] as const satisfies readonly ShipmentStatus[];

export const SHIPMENT_PRE_DROPOFF_STATUSES = [
  'LOOKING_FOR_DRIVER',
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
] as const satisfies readonly ShipmentStatus[];

/** What the status a rider cancels into is. */
export const SHIPMENT_CANCEL_STATUS: ShipmentStatus = 'DRIVER_CANCELED';

export const isCancelableShipmentStatus = (status: string | null | undefined): boolean =>
  isStatusIn(SHIPMENT_CANCELABLE_STATUSES, status);

export const isUpdatableShipmentStatus = (status: string | null | undefined): boolean =>
  isStatusIn(SHIPMENT_UPDATABLE_STATUSES, status);

export const isPreDropoffShipmentStatus = (status: string | null | undefined): boolean =>
  isStatusIn(SHIPMENT_PRE_DROPOFF_STATUSES, status);

/** Delivered, or delivered and then returned to the venue (a return shipment's last step). */
export const isDeliveredShipmentStatus = (status: string | null | undefined): boolean =>
  status === 'DELIVERED' || status === 'RETURNED';
