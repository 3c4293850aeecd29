/**
 * Shipment statuses (follow-up §4 "Shipment status"). Wire values are SCREAMING_SNAKE_CASE; they
 * are internal codes and never shown to a person as they are: use `shipmentStatusLabel` (messages.ts).
 */
export const SHIPMENT_STATUSES = [
  'PENDING',
  'STACKING',
  'LOOKING_FOR_DRIVER',
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
  'ON_ROUTE_TO_DROPOFF',
  'DELIVERED',
  'DRIVER_CANCELED',
  'RETURNED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** A shipment (and a stack) starts as pending until it is published to riders or stacked. */
export const SHIPMENT_STATUS_DEFAULT: ShipmentStatus = 'PENDING';

/** The forward sequence a rider walks a shipment through. */
export const SHIPMENT_FORWARD_SEQUENCE = [
  'LOOKING_FOR_DRIVER',
  'ON_ROUTE_TO_PICKUP',
  'IN_STORE',
  'ON_ROUTE_TO_DROPOFF',
  'DELIVERED',
] as const satisfies readonly ShipmentStatus[];

export const SHIPMENT_TERMINAL_STATUSES = [
  'DELIVERED',
  'DRIVER_CANCELED',
  'RETURNED',
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

const includes = (set: readonly string[], status: string | null | undefined): boolean =>
  typeof status === 'string' && set.includes(status);

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export const isTerminalShipmentStatus = (status: string | null | undefined): boolean =>
  includes(SHIPMENT_TERMINAL_STATUSES, status);

export const isCancelableShipmentStatus = (status: string | null | undefined): boolean =>
  includes(SHIPMENT_CANCELABLE_STATUSES, status);

/** Spec: "a canceled status is any status containing 'canceled'" (so future *_CANCELED codes count too). */
export const isCanceledShipmentStatus = (status: string | null | undefined): boolean =>
  typeof status === 'string' && status.toUpperCase().includes('CANCELED');

export const isUpdatableShipmentStatus = (status: string | null | undefined): boolean =>
  includes(SHIPMENT_UPDATABLE_STATUSES, status);

export const isPreDropoffShipmentStatus = (status: string | null | undefined): boolean =>
  includes(SHIPMENT_PRE_DROPOFF_STATUSES, status);

/** Delivered, or delivered and then returned to the venue (a return shipment's last step). */
export const isDeliveredShipmentStatus = (status: string | null | undefined): boolean =>
  status === 'DELIVERED' || status === 'RETURNED';
