/** ShipmentDetail's props from the wire shapes of a single shipment or a stack. */
import type { ShipmentOutput, ShipmentStackOutput } from '@comanda/api';
import type { ShipmentType } from '@comanda/domain/rider';
import {
  currentStackShipment,
  isPreDropoffShipmentStatus,
  type PendingStep,
  shipmentWithPendingSteps,
  stackWithPendingSteps,
} from '@comanda/domain/shipments';
import type { ShipmentDetailDrop, ShipmentDetailProps } from '@comanda/ui';

export type HeldShipment =
  | { readonly type: 'simple'; readonly shipment: ShipmentOutput }
  | { readonly type: 'stack'; readonly stack: ShipmentStackOutput };

const toDrop = (shipment: ShipmentOutput, stackingOrder = shipment.stackingOrder): ShipmentDetailDrop => ({
  id: shipment.id,
  status: shipment.status,
  stackingOrder,
  returnShipment: shipment.returnShipment,
  address: shipment.customer.address,
  code: shipment.logisticsOrder.code,
  customer: { name: shipment.customer.name, phone: shipment.customer.phone ?? null },
  deliveryCode: shipment.deliveryCode ?? null,
});

/** The drop-offs, with the rider's choice of the next one (`chooseStackShipment`) applied. */
export function detailDrops(held: HeldShipment, chosenOrder: Readonly<Record<string, number>>): ShipmentDetailDrop[] {
  if (held.type === 'simple') return [toDrop(held.shipment)];
  return held.stack.shipments.map((s) => toDrop(s, chosenOrder[s.id] ?? s.stackingOrder));
}

type Place = { readonly address: string; readonly position?: { lat: number; lng: number } | undefined };

/** 'Ver en mapa': directions to where the rider goes next (the venue before the pick-up, then the drop-off). */
export function mapLink(place: Place | undefined): string | null {
  if (!place) return null;
  const target = place.position ? `${place.position.lat},${place.position.lng}` : place.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}`;
}

function nextPlace(held: HeldShipment, drops: readonly ShipmentDetailDrop[]): Place | undefined {
  const shipments = held.type === 'simple' ? [held.shipment] : held.stack.shipments;
  const status = held.type === 'simple' ? held.shipment.status : held.stack.status;
  if (isPreDropoffShipmentStatus(status)) return shipments[0]?.pickup;
  const current = held.type === 'simple' ? drops[0] : currentStackShipment(drops);
  return shipments.find((s) => s.id === current?.id)?.customer;
}

export function detailProps(
  held: HeldShipment,
  chosenOrder: Readonly<Record<string, number>>,
): Pick<
  ShipmentDetailProps,
  'type' | 'id' | 'code' | 'date' | 'status' | 'holder' | 'pickupAddress' | 'drops' | 'mapHref' | 'expiredByOther'
> {
  const drops = detailDrops(held, chosenOrder);
  const common = { drops, mapHref: mapLink(nextPlace(held, drops)) };
  if (held.type === 'simple') {
    const { shipment } = held;
    return {
      ...common,
      type: 'simple' satisfies ShipmentType,
      id: shipment.id,
      code: shipment.logisticsOrder.code,
      date: shipment.createdAt,
      status: shipment.status,
      holder: shipment.rider ?? null,
      pickupAddress: shipment.pickup.address,
      expiredByOther: shipment.expiredByOther ?? false,
    };
  }
  const { stack } = held;
  return {
    ...common,
    type: 'stack' satisfies ShipmentType,
    id: stack.id,
    code: stack.code,
    date: stack.createdAt,
    status: stack.status,
    holder: stack.rider ?? null,
    pickupAddress: stack.shipments[0]?.pickup.address ?? '',
    expiredByOther: stack.expiredByOther ?? false,
  };
}

/** Who holds it and in which status: what `riderUpdateOutcome` and the position report read. */
export function heldState(held: HeldShipment) {
  return held.type === 'simple'
    ? { status: held.shipment.status, rider: held.shipment.rider ?? null, expiredByOther: held.shipment.expiredByOther }
    : { status: held.stack.status, rider: held.stack.rider ?? null, expiredByOther: held.stack.expiredByOther };
}

/**
 * The held shipment as the rider's kept steps leave it: shown at once, before (or without) the
 * server's answer. A step the rider took makes them its holder on screen, as an acceptance will.
 */
export function withKeptSteps(held: HeldShipment, steps: readonly PendingStep[], riderId: string): HeldShipment {
  if (steps.length === 0) return held;
  if (held.type === 'simple') {
    const shipment = shipmentWithPendingSteps(held.shipment, steps);
    if (shipment === held.shipment) return held;
    return { type: 'simple', shipment: { ...shipment, rider: shipment.rider ?? { id: riderId } } };
  }
  const stack = stackWithPendingSteps(held.stack, steps);
  return { type: 'stack', stack: { ...stack, rider: stack.rider ?? { id: riderId } } };
}
