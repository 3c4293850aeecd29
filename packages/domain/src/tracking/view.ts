/**
 * What the customer tracking page shows (follow-up §2 "Customer tracking page", §4, §5).
 */
import { telLink, whatsAppLink } from '../contact/contact.ts';
import { DEFAULT_TIME_ZONE, formatTimeOfDay, wallClockAt } from '../schedule/time.ts';
import type { ShipmentStatus } from '../shipments/status.ts';
import { isCanceledShipmentStatus, isShipmentStatus } from '../shipments/status.ts';
import { trackingMessages } from './messages.ts';

/** 'Pedido {code}', an em dash standing in for a missing code. */
export const trackingTitle = (code: string | null | undefined): string =>
  trackingMessages.title(code?.trim() || trackingMessages.missingValue);

/**
 * The header's time ('HH:mm hs') and date ('dd/MM/yyyy') of the shipment, in the branch's zone
 * (the decisions table's default zone when unknown).
 * A missing or invalid instant gives em dashes.
 */
export function trackingDateTime(
  at: Date | string | number | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): { readonly time: string; readonly date: string } {
  const instant = at === null || at === undefined || at === '' ? Number.NaN : new Date(at).getTime();
  if (!Number.isFinite(instant)) return { time: trackingMessages.missingValue, date: trackingMessages.missingValue };
  const wall = wallClockAt(instant, timeZone);
  const [year, month, day] = wall.date.split('-');
  return { time: trackingMessages.time(formatTimeOfDay(wall.minutes)), date: `${day}/${month}/${year}` };
}

/**
 * Decision: the ETA is shown only on the way to the customer, the one status in which the rider's
 * next stop is the destination.
 */
export const ETA_STATUSES = ['ON_ROUTE_TO_DROPOFF'] as const satisfies readonly ShipmentStatus[];

export function etaText(status: string | null | undefined, eta: string | null | undefined): string | null {
  if (!status || !(ETA_STATUSES as readonly string[]).includes(status)) return null;
  const value = eta?.trim();
  return value ? trackingMessages.estimatedDelivery(value) : null;
}

export interface TrackingRiderInput {
  readonly name?: string | null;
  readonly phone?: string | null;
}

export interface TrackingRiderView {
  /** The rider's name, or 'Sin repartidor'. */
  readonly name: string;
  /** The rider block (name with WhatsApp and call buttons) shows only with both a name and a phone. */
  readonly showBlock: boolean;
  readonly whatsappHref: string;
  readonly callHref: string;
}

/** wa.me/{phone} (digits only) and tel:{phone}; '#' when there is no phone. */
export function riderContactLinks(phone: string | null | undefined): { whatsappHref: string; callHref: string } {
  return { whatsappHref: whatsAppLink(phone), callHref: telLink(phone) };
}

export function trackingRiderView(rider: TrackingRiderInput | null | undefined): TrackingRiderView {
  const name = rider?.name?.trim() ?? '';
  const phone = rider?.phone?.trim() ?? '';
  return {
    name: name || trackingMessages.noRider,
    showBlock: name !== '' && phone !== '',
    ...riderContactLinks(phone),
  };
}

/** Decision: a delivery security code is exactly 4 digits (surrounding spaces ignored). */
export const DELIVERY_CODE_PATTERN = /^\d{4}$/;

export function isValidDeliveryCode(code: string | number | null | undefined): boolean {
  if (code === null || code === undefined) return false;
  return DELIVERY_CODE_PATTERN.test(String(code).trim());
}

/** The security code modal opens once: with a valid code and not seen yet. */
export const shouldOpenDeliveryCodeModal = (code: string | number | null | undefined, seen: boolean): boolean =>
  !seen && isValidDeliveryCode(code);

export type StatusTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

/** Decision: the badge tone by shipment status (labels in `trackingMessages.statusLabels`). */
export const TRACKING_STATUS_TONES: Readonly<Record<ShipmentStatus, StatusTone>> = {
  PENDING: 'neutral',
  STACKING: 'neutral',
  LOOKING_FOR_DRIVER: 'warning',
  ON_ROUTE_TO_PICKUP: 'info',
  IN_STORE: 'info',
  ON_ROUTE_TO_DROPOFF: 'info',
  DELIVERED: 'success',
  DRIVER_CANCELED: 'danger',
  RETURNED: 'success',
};

/**
 * The coloured status badge; an unknown code reads as pending (or canceled), never as the raw
 * code. A canceled order reads as such: its shipment stopped because of it.
 */
export function trackingStatusBadge(
  status: string | null | undefined,
  orderCanceled = false,
): { label: string; tone: StatusTone } {
  if (orderCanceled) return { label: trackingMessages.orderCanceled, tone: 'danger' };
  const known: ShipmentStatus = isShipmentStatus(status)
    ? status
    : isCanceledShipmentStatus(status)
      ? 'DRIVER_CANCELED'
      : 'PENDING';
  return { label: trackingMessages.statusLabels[known], tone: TRACKING_STATUS_TONES[known] };
}
