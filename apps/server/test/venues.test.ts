import { haversineKm } from '@comanda/domain/tracking';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

/** A few metres from Palermo Norte. */
const here = { lat: -34.5836, lng: -58.4106 };
const near = (overrides: { search?: string; offset?: number; pageSize?: number } = {}) => ({
  ...here,
  filters: {
    country: 'Argentina' as const,
    branch_contact: true as const,
    ...(overrides.search !== undefined ? { search: overrides.search } : {}),
  },
  pagingOption: { pageSize: overrides.pageSize ?? 10, offset: overrides.offset ?? 0 },
});

describe(`venue guide on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists venues nearest first with their address and distance in metres', async () => {
    const { commerces, hasMore } = await server.client.getNearVenues({ body: near() });
    expect(commerces.map((c) => c.branchContact.alias)).toEqual(['palermo-norte', 'palermo-centro', 'belgrano']);
    expect(hasMore).toBe(false);
    expect(commerces[0]?.branchContact).toEqual({
      alias: 'palermo-norte',
      name: 'Sabores Palermo Norte',
      address: { street: 'Av. Santa Fe', number: '3800', city: 'Buenos Aires' },
      distanceInMeters: Math.round(haversineKm(here, { lat: -34.5835, lng: -58.4105 }) * 1000),
    });
    expect(commerces[1]?.branchContact.distanceInMeters).toBe(
      Math.round(haversineKm(here, { lat: -34.5875, lng: -58.4305 }) * 1000),
    );
  });

  it('pages by pagingOption and says when more remain', async () => {
    const first = await server.client.getNearVenues({ body: near({ pageSize: 2 }) });
    expect(first.commerces.map((c) => c.branchContact.alias)).toEqual(['palermo-norte', 'palermo-centro']);
    expect(first.hasMore).toBe(true);
    const second = await server.client.getNearVenues({ body: near({ pageSize: 2, offset: 2 }) });
    expect(second.commerces.map((c) => c.branchContact.alias)).toEqual(['belgrano']);
    expect(second.hasMore).toBe(false);
    const past = await server.client.getNearVenues({ body: near({ offset: 50 }) });
    expect(past).toEqual({ commerces: [], hasMore: false });
  });

  it('matches the search against name or alias, case-insensitively', async () => {
    const byName = await server.client.getNearVenues({ body: near({ search: 'CENTRO' }) });
    expect(byName.commerces.map((c) => c.branchContact.alias)).toEqual(['palermo-centro']);
    const byAlias = await server.client.getNearVenues({ body: near({ search: 'palermo-n' }) });
    expect(byAlias.commerces.map((c) => c.branchContact.alias)).toEqual(['palermo-norte']);
    expect((await server.client.getNearVenues({ body: near({ search: 'sushi' }) })).commerces).toEqual([]);
  });

  it("leaves out blocked contacts and other countries' branches", async () => {
    await server.db.update(t.branchContacts).set({ blocked: true }).where(eq(t.branchContacts.id, 'bc-palermo-norte'));
    await server.db.update(t.branches).set({ country: 'uy' }).where(eq(t.branches.id, 'br-belgrano'));
    try {
      const { commerces } = await server.client.getNearVenues({ body: near() });
      expect(commerces.map((c) => c.branchContact.alias)).toEqual(['palermo-centro']);
    } finally {
      await server.db
        .update(t.branchContacts)
        .set({ blocked: false })
        .where(eq(t.branchContacts.id, 'bc-palermo-norte'));
      await server.db.update(t.branches).set({ country: 'ar' }).where(eq(t.branches.id, 'br-belgrano'));
    }
  });

  it.each([
    ['another country', { filters: { country: 'Chile', branch_contact: true } }],
    ['a latitude out of range', { lat: 120 }],
    ['an empty page', { pagingOption: { pageSize: 0, offset: 0 } }],
    ['a page too large', { pagingOption: { pageSize: 500, offset: 0 } }],
  ])('refuses %s with 400', async (_case, overrides) => {
    const response = await server.send('POST', '/api/menu/near', { ...near(), ...overrides });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });
});
