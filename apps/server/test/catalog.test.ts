import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MenuOutput } from '@comanda/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { menuHash } from '../src/db/seed.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';

describe(`catalogue reads on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['sabores', 'company'],
    ['sabores-palermo', 'branch'],
    ['sabores-belgrano', 'branch'],
    ['palermo-centro', 'branchContact'],
    ['palermo-norte', 'branchContact'],
    ['belgrano', 'branchContact'],
  ])('alias %s names a %s', async (alias, type) => {
    const info = await server.client.getAliasInfo({ params: { alias } });
    expect(info.type).toBe(type);
    expect(info.company.alias).toBe('sabores');
  });

  it('answers an unknown alias with a JSON 404 in Spanish', async () => {
    const response = await server.request('/api/diner/no-existe');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found', message: 'Alias no encontrado' });
  });

  it('answers a malformed alias with 400 and the issue list, not a 500', async () => {
    const response = await server.request(`/api/diner/${encodeURIComponent('<script>')}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe('invalid_request');
    expect(body.issues[0]?.path).toBe('params.alias');
  });

  it("lists the company's branches, distinguishing the last page", async () => {
    const page = await server.client.getCompanyBranches({ params: { companyId: 'co-sabores' }, query: { offset: 0 } });
    expect(page.branches.map((b) => b.alias)).toEqual(['sabores-belgrano', 'sabores-palermo', 'sabores-recoleta']);
    expect(page.hasMore).toBe(false);
    expect(page.total).toBe(3);
  });

  it("reads a company's branches page by page with an offset, the last page saying there are no more", async () => {
    const read = (offset: number) =>
      server.client.getCompanyBranches({ params: { companyId: 'co-sabores' }, query: { offset, pageSize: 2 } });
    const first = await read(0);
    expect(first.branches.map((b) => b.alias)).toEqual(['sabores-belgrano', 'sabores-palermo']);
    expect(first.hasMore).toBe(true);
    const last = await read(2);
    expect(last.branches.map((b) => b.alias)).toEqual(['sabores-recoleta']);
    expect(last.hasMore).toBe(false);
    const beyond = await read(3);
    expect(beyond).toEqual({ branches: [], hasMore: false, total: 3 });
  });

  it('reads a company by its id, and answers 404 for one that does not exist', async () => {
    expect(await server.client.getCompany({ params: { companyId: 'co-sabores' } })).toEqual({
      id: 'co-sabores',
      alias: 'sabores',
      name: 'Sabores',
    });
    expect((await server.request('/api/diner/companies/co-nadie')).status).toBe(404);
  });

  it("tells a blocked store's commercial terms", async () => {
    const contact = await server.client.getBranchContact({ params: { id: 'bc-recoleta' } });
    expect(contact.commercialTermsInfo.blocked).toBe(true);
  });

  it("keeps a branch's mode-from-hash setting off unless the branch turns it on", async () => {
    const palermo = await server.client.getBranch({ params: { branchId: 'br-palermo' } });
    const belgrano = await server.client.getBranch({ params: { branchId: 'br-belgrano' } });
    expect(palermo.generalConfig.menuConfig.modeFromHash).toBe(true);
    expect(belgrano.generalConfig.menuConfig.modeFromHash).toBe(false);
  });

  it("lists a branch's contacts nearest first with their distance, filtered by mode and search", async () => {
    const near = await server.client.listBranchContacts({
      params: { branchId: 'br-palermo' },
      query: { lat: -34.5836, lng: -58.4106, offset: 0 },
    });
    expect(near.branchContacts.map((bc) => bc.alias)).toEqual(['palermo-norte', 'palermo-centro']);
    expect(near.branchContacts[0]?.distance).toBeLessThan(50);
    const tables = await server.client.listBranchContacts({
      params: { branchId: 'br-palermo' },
      query: { orderMode: 'TABLE', offset: 0 },
    });
    expect(tables.branchContacts.map((bc) => bc.alias)).toEqual(['palermo-centro']);
    const search = await server.client.listBranchContacts({
      params: { branchId: 'br-palermo' },
      query: { search: 'norte', offset: 0 },
    });
    expect(search.branchContacts.map((bc) => bc.alias)).toEqual(['palermo-norte']);
  });

  it('gives a branch contact its order modes, payment types and hours', async () => {
    const contact = await server.client.getBranchContact({ params: { id: 'bc-palermo-centro' } });
    expect(contact.deliveryConfig.orderModes.map((m) => m.type)).toEqual([
      'DELIVERY',
      'TAKE_AWAY',
      'TABLE',
      'SELF_SERVICE',
    ]);
    expect(contact.deliveryConfig.orderModes[0]?.paymentTypes.map((p) => p.id)).toEqual([
      'pt-cash',
      'pt-card',
      'pt-link',
    ]);
    expect(contact.ordersConsoleActive).toBe(true);
    const norte = await server.client.getBranchContact({ params: { id: 'bc-palermo-norte' } });
    expect(norte.ordersConsoleActive).toBe(false);
    expect(norte.deliveryConfig.workingDays[0]?.workingHours).toContainEqual({ startAt: '20:00', endAt: '01:00' });
  });

  it("offers one button per kind of mode across a branch's contacts", async () => {
    const modes = await server.client.getBranchOrderModes({ params: { branchId: 'br-palermo' } });
    expect(modes.map((m) => m.type).sort()).toEqual(['DELIVERY', 'SELF_SERVICE', 'TABLE', 'TAKE_AWAY']);
  });

  it('serves the menu of a mode with its hash; modes sharing a menu share the hash', async () => {
    const menu = await server.client.getMenu({
      params: { branchContactAlias: 'palermo-centro', orderModeId: 'om-pc-delivery' },
    });
    expect(menu.categories.map((c) => c.name)).toEqual(['Pizzas', 'Hamburguesas', 'Empanadas', 'Bebidas', 'Postres']);
    const { menuHashes } = await server.client.getMenuHashes({
      params: { alias: 'palermo-centro' },
      query: { orderModeId: ['om-pc-delivery', 'om-pc-takeaway', 'om-pc-table'] },
    });
    const hash = Object.fromEntries(menuHashes.map((h) => [h.orderModeId, h.hash]));
    expect(hash['om-pc-delivery']).toBe(menu.hash);
    expect(hash['om-pc-takeaway']).toBe(menu.hash);
    expect(hash['om-pc-table']).not.toBe(menu.hash);
  });

  it("refuses a mode of another branch contact's menu", async () => {
    const response = await server.request('/api/diner/belgrano/menu/om-pc-delivery');
    expect(response.status).toBe(404);
  });

  it('tags the menu with its hash and answers a matching If-None-Match with a bodiless 304', async () => {
    const first = await server.request('/api/diner/palermo-centro/menu/om-pc-delivery');
    expect(first.status).toBe(200);
    const { hash } = (await first.json()) as { hash: string };
    const etag = first.headers.get('ETag');
    expect(etag).toBe(`"menu-${hash}"`);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');

    const again = await server.request('/api/diner/palermo-centro/menu/om-pc-delivery', {
      headers: { 'If-None-Match': `W/"other", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(await again.text()).toBe('');

    const stale = await server.request('/api/diner/palermo-centro/menu/om-pc-delivery', {
      headers: { 'If-None-Match': '"menu-stale"' },
    });
    expect(stale.status).toBe(200);
    // The mode of another contact is still a 404, also when revalidating.
    const foreign = await server.request('/api/diner/belgrano/menu/om-pc-delivery', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(foreign.status).toBe(404);
  });

  it('answers gzip and Brotli menus holding the same JSON, each with its own ETag, and a 304 for any of them', async () => {
    const path = '/api/diner/palermo-centro/menu/om-pc-delivery';
    const plain = await server.request(path);
    const json = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toContain('Accept-Encoding');
    const gzipped = await server.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer()))).toEqual(json);
    // Brotli is made in the background after the first answer: gzip until then.
    let brotli = await server.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    for (let tries = 0; brotli.headers.get('Content-Encoding') !== 'br' && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      brotli = await server.request(path, { headers: { 'Accept-Encoding': 'gzip, br' } });
    }
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer()))).toEqual(json);
    const etags = [plain, gzipped, brotli].map((response) => response.headers.get('ETag'));
    expect(new Set(etags).size).toBe(3);
    // A tag of any form revalidates; the 304 names the form this client would get.
    const revalidated = await server.request(path, {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etags[1] ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('ETag')).toBe(etags[2]);
    expect(revalidated.headers.get('Content-Encoding')).toBeNull();
  });

  /** Palermo Centro's delivery menu as stored, and a writer of its content with the matching hash. */
  async function demoDeliveryMenu() {
    const [mode] = await server.db.select().from(t.orderModes).where(eq(t.orderModes.id, 'om-pc-delivery'));
    const [menu] = await server.db
      .select()
      .from(t.menus)
      .where(eq(t.menus.id, mode?.menuId ?? ''));
    if (!menu) throw new Error('the demo delivery menu is missing');
    const setMenu = (content: unknown) =>
      server.db
        .update(t.menus)
        .set({ content, hash: menuHash(content) })
        .where(eq(t.menus.id, menu.id));
    return { menu, setMenu };
  }

  it('shows a changed menu within a second, fresh and compressed', async () => {
    const path = '/api/diner/palermo-centro/menu/om-pc-delivery';
    const { menu, setMenu } = await demoDeliveryMenu();
    const before = (await (await server.request(path)).json()) as MenuOutput;
    const renamed = structuredClone(menu.content) as MenuOutput;
    const first = renamed.categories[0];
    if (!first) throw new Error('the demo menu has no category');
    first.showName = 'Pizzas de la casa';
    await setMenu(renamed);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = (await (await server.request(path)).json()) as MenuOutput;
      expect(after.hash).not.toBe(before.hash);
      expect(after.categories[0]?.showName).toBe('Pizzas de la casa');
      const gzipped = await server.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(JSON.parse(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString())).toEqual(after);
    } finally {
      await setMenu(menu.content);
    }
  });

  it('keeps only the categories with plates in the menu it answers', async () => {
    const path = '/api/diner/palermo-centro/menu/om-pc-delivery';
    const { menu, setMenu } = await demoDeliveryMenu();
    const withEmpty = structuredClone(menu.content) as MenuOutput;
    const [first] = withEmpty.categories;
    if (!first) throw new Error('the demo menu has no category');
    withEmpty.categories.push({ ...first, id: 'cat-vacia', name: 'Vacía', showName: 'Vacía', plates: [] });
    await setMenu(withEmpty);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const answered = (await (await server.request(path)).json()) as MenuOutput;
      expect(answered.categories.map((category) => category.name)).toEqual([
        'Pizzas',
        'Hamburguesas',
        'Empanadas',
        'Bebidas',
        'Postres',
      ]);
    } finally {
      await setMenu(menu.content);
    }
  });

  it('lists every plate discount type of the branch', async () => {
    const { discounts } = await server.client.getBranchDiscounts({ params: { branchId: 'br-palermo' } });
    expect(new Set(discounts.map((d) => d.discount.type))).toEqual(
      new Set(['PERCENT', 'FIXED', 'MULTIPLE', 'FINAL_PRICE']),
    );
  });

  it('answers fees, general discounts and surcharges per mode', async () => {
    expect(await server.client.getFees({ params: { id: 'om-pc-delivery' } })).toEqual({
      userFee: 30000,
      percentageUserFee: 2,
    });
    const { generalSurcharges } = await server.client.getGeneralSurcharges({ params: { id: 'om-pc-table' } });
    expect(generalSurcharges[0]?.name).toBe('Servicio de mesa');
    const { generalDiscounts } = await server.client.getGeneralDiscounts({ params: { id: 'om-pc-self' } });
    expect(generalDiscounts[0]).toMatchObject({ type: 'PERCENT', value: 5 });
  });

  it('answers indicators, customizations, countries, files and schedules', async () => {
    expect((await server.client.getIndicators({})).length).toBe(4);
    expect(
      (await server.client.getEntityIndicators({ params: { a: 'plate', b: 'plate-veggie' } })).map((i) => i.id),
    ).toHaveLength(4);
    const customizations = await server.client.getMenuCustomizations({ params: { branchId: 'br-palermo' } });
    expect(customizations.map((c) => c.resource)).toContain('PROMOTIONAL_BANNER');
    expect(await server.client.getCountry({ params: { country: 'uy' } })).toMatchObject({
      currencyCode: 'UYU',
      phonePrefix: '598',
    });
    expect((await server.client.getFileUrl({ params: { id: 'file-plate-clasica' }, query: {} })).url).toContain(
      'file-plate-clasica',
    );
    const schedule = await server.client.getSchedule({ params: { orderModeId: 'om-pn-delivery' } });
    expect(schedule[0]?.schedulerDaysInfo.map((d) => d.dayOfWeek)).not.toContain('MONDAY');
  });
});
