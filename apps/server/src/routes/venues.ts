/** Follow-up §2, §7: the public venue guide, nearest venue first. */
import { dinerCalls as calls } from '@comanda/api';
import { distanceMetres, nearestFirst } from '@comanda/domain/location';
import { countries } from '@comanda/domain/money';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { Mount } from '../http/mount.ts';

interface StoredAddress {
  readonly street?: unknown;
  readonly number?: unknown;
  readonly city?: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function venueRoutes(mount: Mount): void {
  mount(calls.getNearVenues, async ({ body }, c) => {
    // The guide's country filter names a country; branches keep its code.
    const codes = Object.values(countries)
      .filter((country) => country.name === body.filters.country)
      .map((country) => country.code);
    const search = body.filters.search?.trim();
    const rows = await c.var.db
      .select({
        alias: t.branchContacts.alias,
        name: t.branchContacts.name,
        address: t.branchContacts.address,
        lat: t.branchContacts.lat,
        lng: t.branchContacts.lng,
      })
      .from(t.branchContacts)
      .innerJoin(t.branches, eq(t.branches.id, t.branchContacts.branchId))
      .where(
        and(
          eq(t.branchContacts.blocked, false),
          inArray(t.branches.country, codes),
          search
            ? or(ilike(t.branchContacts.name, `%${search}%`), ilike(t.branchContacts.alias, `%${search}%`))
            : undefined,
        ),
      );
    const from = { lat: body.lat, lng: body.lng };
    const venues = rows
      .map((row) => ({ row, name: row.name, distance: distanceMetres(from, { lat: row.lat, lng: row.lng }) }))
      .sort(nearestFirst);
    const { offset, pageSize } = body.pagingOption;
    const page = venues.slice(offset, offset + pageSize);
    return {
      commerces: page.map(({ row, distance }) => {
        const address = (row.address ?? {}) as StoredAddress;
        return {
          branchContact: {
            alias: row.alias,
            name: row.name,
            address: { street: text(address.street), number: text(address.number), city: text(address.city) },
            distanceInMeters: distance,
          },
        };
      }),
      hasMore: offset + page.length < venues.length,
    };
  });
}
