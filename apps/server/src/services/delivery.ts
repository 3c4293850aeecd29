/**
 * The delivery quote of an address (diner §7 GET /api/branch/{id}/deliveryzones/fee): the first
 * zone of the branch contact, by position, whose polygon holds the point. Order creation calls
 * `deliveryQuote` again to recompute the fee, so the route and the order agree by construction.
 */
import type { DeliveryFeeOutput } from '@comanda/api';
import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { multiPolygon, point, polygon } from '@turf/helpers';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { findBranchContact } from './catalog.ts';

type ZoneRow = typeof t.deliveryZones.$inferSelect;
type Ring = [number, number][];

/** What an address outside every zone answers: no fee to charge, no courier to send. */
export const OUT_OF_ZONE: DeliveryFeeOutput = {
  inZone: false,
  fee: 0,
  cashFee: 0,
  minimumOrder: 0,
  couriersAvailable: false,
  cashCouriersAvailable: false,
};

/**
 * The zone's shape as one turf MultiPolygon. The column holds Polygon coordinates; a whole
 * GeoJSON Polygon or MultiPolygon geometry is read too. A malformed shape (an unclosed ring, too
 * few points) contains nothing rather than failing every quote of the contact.
 */
function zoneShape(raw: unknown) {
  const geometry = raw as { type?: unknown; coordinates?: unknown } | null;
  const parts = Array.isArray(raw)
    ? [raw as Ring[]]
    : geometry?.type === 'Polygon'
      ? [geometry.coordinates as Ring[]]
      : geometry?.type === 'MultiPolygon'
        ? (geometry.coordinates as Ring[][])
        : null;
  if (!Array.isArray(parts)) return null;
  try {
    // `polygon` checks each part's rings (closed, four positions or more); `multiPolygon` does not.
    for (const part of parts) polygon(part);
    return multiPolygon(parts);
  } catch {
    return null;
  }
}

export function zoneContains(zone: Pick<ZoneRow, 'polygon'>, at: { lat: number; lng: number }): boolean {
  const shape = zoneShape(zone.polygon);
  return shape !== null && booleanPointInPolygon(point([at.lng, at.lat]), shape);
}

export function toDeliveryFee(zone: ZoneRow): DeliveryFeeOutput {
  return {
    inZone: true,
    zoneId: zone.id,
    fee: zone.fee,
    cashFee: zone.cashFee,
    minimumOrder: zone.minimumOrder,
    ...(zone.freeDeliveryFrom !== null ? { freeDeliveryFrom: zone.freeDeliveryFrom } : {}),
    couriersAvailable: zone.couriersAvailable,
    cashCouriersAvailable: zone.cashCouriersAvailable,
  };
}

/** The quote of a point for a branch contact; 404 'Local no encontrado' when the contact does not exist. */
export async function deliveryQuote(
  db: Executor,
  branchContactId: string,
  at: { lat: number; lng: number },
): Promise<DeliveryFeeOutput> {
  const contact = await findBranchContact(db, { id: branchContactId });
  return zonesQuote(db, contact.id, at);
}

/** The quote of a point among the zones of a branch contact known to exist (order creation read it). */
export async function zonesQuote(
  db: Executor,
  branchContactId: string,
  at: { lat: number; lng: number },
): Promise<DeliveryFeeOutput> {
  const zones = await db
    .select()
    .from(t.deliveryZones)
    .where(eq(t.deliveryZones.branchContactId, branchContactId))
    .orderBy(asc(t.deliveryZones.position), asc(t.deliveryZones.id));
  const zone = zones.find((candidate) => zoneContains(candidate, at));
  return zone ? toDeliveryFee(zone) : OUT_OF_ZONE;
}
