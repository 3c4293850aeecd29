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

export const SHIPMENT_TERMINAL_STATUSES = [
  'DELIVERED',
  'DRIVER_CANCELED',
  'RETURNED',
] as const satisfies readonly ShipmentStatus[];

/** Whether `status` is one of `set` (a wire value may be any string, or none). */
export const isStatusIn = (set: readonly string[], status: string | null | undefined): boolean =>
  typeof status === 'string' && set.includes(status);

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export const isTerminalShipmentStatus = (status: string | null | undefined): boolean =>
  isStatusIn(SHIPMENT_TERMINAL_STATUSES, status);

/** Spec: "a canceled status is any status containing 'canceled'" (so future *_CANCELED codes count too). */
export const isCanceledShipmentStatus = (status: string | null | undefined): boolean =>
  typeof status === 'string' && status.toUpperCase().includes('CANCELED');
