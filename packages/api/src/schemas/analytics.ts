/**
 * The storefront's analytics events as posted to an analytics endpoint (diner §7 "session-id
 * header, event objects"). Only the spec's event names are accepted, each field has a bound and
 * anything else in an event is dropped, so a stranger cannot store arbitrary data through it.
 */
import { analyticsEvents } from '@comanda/domain/analytics';
import * as v from 'valibot';
import { IdSchema } from './common.ts';

/** This server's collector, where the storefront posts when its branch names no endpoint. */
export const ANALYTICS_COLLECTOR_PATH = '/api/analytics/events';
/** The header that carries the analytics session (the 10-minute cookie's id). */
export const ANALYTICS_SESSION_HEADER = 'session-id';
/** Events sent in one request at most. */
export const ANALYTICS_BATCH_MAX = 20;

const Short = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const AnalyticsSessionIdSchema = v.pipe(v.string(), v.uuid());

export const AnalyticsEventSchema = v.object({
  name: v.picklist(analyticsEvents),
  /** When it happened, in epoch milliseconds. */
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The page's path (no query: it may hold a phone). */
  path: Short(300),
  branchId: v.optional(IdSchema),
  bcId: v.optional(IdSchema),
  value: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9))),
  currency: v.optional(Short(3)),
  items: v.optional(
    v.pipe(
      v.array(
        v.object({
          id: IdSchema,
          name: Short(120),
          quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
          price: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1e9))),
        }),
      ),
      v.maxLength(50),
    ),
  ),
  orderCode: v.optional(Short(40)),
  label: v.optional(Short(300)),
});
export type AnalyticsEventOutput = v.InferOutput<typeof AnalyticsEventSchema>;
/** An event as a client builds it (lists may be read-only). */
export type AnalyticsEventInput = Omit<AnalyticsEventOutput, 'items'> & {
  readonly items?: readonly NonNullable<AnalyticsEventOutput['items']>[number][];
};

export const AnalyticsBatchSchema = v.object({
  events: v.pipe(v.array(AnalyticsEventSchema), v.minLength(1), v.maxLength(ANALYTICS_BATCH_MAX)),
});
