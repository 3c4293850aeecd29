/**
 * The customer tracking page's calls (follow-up §2, §7), part of the logistics contract
 * (`logistics-calls.ts` re-exports them): apart from it, so that the page ships none of the rider's
 * schemas.
 */
import * as v from 'valibot';
import { AliasSchema } from '../schemas/common.ts';
import { OrderAccessQuerySchema } from '../schemas/order.ts';
import {
  MaybeTrackingSchema,
  OrderCodeSchema,
  TrackingChannelAuthBodySchema,
  TrackingChannelAuthSchema,
} from '../schemas/tracking.ts';
import { defineCall } from './define.ts';

export const getTracking = defineCall({
  method: 'GET',
  path: '/api/logisticsorder/tracking/:alias/:orderCode',
  summary:
    "The customer tracking object of an order's shipment, to the holder of the order's access token (the tracking link's `?access=`); the same object without the delivery code is pushed on the private channel `private-tracking-{id}` as `logistics-tracking-update` at every change. The rider's name, phone and position only while the shipment is open.",
  params: v.object({ alias: AliasSchema, orderCode: OrderCodeSchema }),
  query: OrderAccessQuerySchema,
  response: MaybeTrackingSchema,
  failure: { kind: 'fallback', value: {} },
  auth: 'order',
});

export const authorizeTrackingChannel = defineCall({
  method: 'POST',
  path: '/api/realtime/tracking-auth',
  summary:
    "Signs a subscription of one WebSocket connection to an order's private tracking channel, for the holder of the order's access token (pusher-js channel authorisation).",
  decision:
    "The spec's channel is public (`tracking-{id}`); ours is private (`private-tracking-{id}`), so that only the order's diner hears it.",
  query: OrderAccessQuerySchema,
  body: TrackingChannelAuthBodySchema,
  response: TrackingChannelAuthSchema,
  failure: { kind: 'store' },
  auth: 'order',
});
