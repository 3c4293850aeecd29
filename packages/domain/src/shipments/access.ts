/**
 * Who holds a shipment and what a rider may see of it (follow-up §4, §6).
 */
const UNHELD_STATUSES: readonly string[] = ['PENDING', 'STACKING', 'LOOKING_FOR_DRIVER'];

export interface HeldShipmentLike {
  readonly status: string;
  /** The rider holding the shipment, when one does (`rider.id`, or the update payload's rider_id). */
  readonly rider?: { readonly id?: string | null } | null;
}

/** The id of the rider holding the shipment; nobody holds a shipment still offered to riders. */
export function shipmentHolderId(shipment: HeldShipmentLike): string | null {
  if (UNHELD_STATUSES.includes(shipment.status)) return null;
  return shipment.rider?.id ?? null;
}

/** A shipment is lost by a rider when another rider holds it (the rider lost the race to accept it). */
export function isLostByRider(shipment: HeldShipmentLike, riderId: string): boolean {
  const holder = shipmentHolderId(shipment);
  return holder !== null && holder !== riderId;
}

/** The rider holds the shipment: it was accepted by them. */
export function isAssignedToRider(shipment: HeldShipmentLike, riderId: string): boolean {
  return shipmentHolderId(shipment) === riderId;
}

/** The receiving customer's card ('Recibe': name and phone) shows only on the way to the drop-off and when not lost. */
export function showsCustomerDetails(shipment: HeldShipmentLike, riderId: string): boolean {
  return shipment.status === 'ON_ROUTE_TO_DROPOFF' && !isLostByRider(shipment, riderId);
}
