/** The public venue guide (follow-up §2, §7). */
import * as v from 'valibot';
import { LatitudeSchema, LongitudeSchema } from './common.ts';

export const VENUE_GUIDE_COUNTRY = 'Argentina';

export const NearVenuesBodySchema = v.object({
  lat: LatitudeSchema,
  lng: LongitudeSchema,
  filters: v.object({
    country: v.literal(VENUE_GUIDE_COUNTRY),
    branch_contact: v.literal(true),
    search: v.optional(v.pipe(v.string(), v.maxLength(80))),
  }),
  pagingOption: v.object({
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
    offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  }),
});

export const VenueSchema = v.object({
  branchContact: v.object({
    alias: v.string(),
    name: v.string(),
    address: v.object({ street: v.string(), number: v.string(), city: v.string() }),
    distanceInMeters: v.number(),
  }),
});
export const NearVenuesSchema = v.object({ commerces: v.array(VenueSchema), hasMore: v.boolean() });
