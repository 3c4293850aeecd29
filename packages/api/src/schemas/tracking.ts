/**
 * What the customer's tracking page reads and hears (follow-up §2, §3, §4): the tracking object,
 * its push channel and the channel's authorisation. Apart from the rider's schemas
 * (`logistics.ts`), so that the page's code carries none of them.
 */
import { SHIPMENT_STATUSES } from '@comanda/domain/shipments';
import { TRACKING_UPDATE_EVENT, trackingChannelName } from '@comanda/domain/tracking';
import * as v from 'valibot';
import { IdSchema, IsoDateTimeSchema, PositionSchema } from './common.ts';

export const shipmentStatuses = SHIPMENT_STATUSES;
export const ShipmentStatusSchema = v.picklist(shipmentStatuses);

/** An order's code in a path (the tracking page's, the staff's). */
export const OrderCodeSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40));

/** Minutes, as the domain's ETA model (`shipmentEta`) computes them. */
const EtaMinutesSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * The customer tracking page's object (follow-up §3 "Tracking info"; field names are ours). `id`
 * is the order's id: the push channel is `tracking-{id}`, so a rider cancel that puts the order
 * back up for riders keeps the page on the same channel.
 */
export const TrackingSchema = v.object({
  id: IdSchema,
  orderCode: v.string(),
  shipmentId: IdSchema,
  status: ShipmentStatusSchema,
  /** The order was canceled (its shipment was withdrawn with it): the page says so. */
  orderCanceled: v.optional(v.boolean()),
  /** The shipment's time and date; the page shows them in `timeZone`. */
  shipmentDate: IsoDateTimeSchema,
  timeZone: v.string(),
  branch: v.object({
    name: v.string(),
    alias: v.string(),
    address: v.string(),
    position: PositionSchema,
    logoUrl: v.optional(v.string()),
  }),
  destination: v.object({ address: v.string(), position: v.optional(PositionSchema) }),
  /** The delivery code (`isValidDeliveryCode`: 4 digits); absent once the shipment is closed. */
  securityCode: v.optional(v.string()),
  rider: v.optional(v.object({ name: v.string(), phone: v.string(), lastLocation: v.optional(PositionSchema) })),
  minETA: v.optional(EtaMinutesSchema),
  maxETA: v.optional(EtaMinutesSchema),
  updatedAt: IsoDateTimeSchema,
});
export type TrackingOutput = v.InferOutput<typeof TrackingSchema>;
/** Follow-up §7: on error the page uses an empty object. */
export const MaybeTrackingSchema = v.union([TrackingSchema, v.strictObject({})]);

/**
 * The push channel and event of tracking updates: the payload is a `TrackingSchema` object without
 * its `securityCode`. The spec's channel `tracking-{id}` is made private (Pusher's `private-`
 * prefix), so a subscription needs a signature that only the order's diner can get.
 */
export const TRACKING_EVENT = TRACKING_UPDATE_EVENT;
export const trackingChannel = (orderId: string): string => `private-${trackingChannelName(orderId)}`;

/** What pusher-js asks to authorise: its connection's socket id and the channel. */
export const TrackingChannelAuthBodySchema = v.object({
  socketId: v.pipe(v.string(), v.regex(/^\d{1,12}\.\d{1,12}$/, 'socket id inválido')),
  channelName: v.pipe(v.string(), v.regex(/^private-tracking-[A-Za-z0-9_-]{1,64}$/, 'Canal inválido')),
});
/** Pusher's channel authorisation: `{key}:{HMAC-SHA256 of "{socketId}:{channelName}" in hex}`. */
export const TrackingChannelAuthSchema = v.object({ auth: v.string() });
