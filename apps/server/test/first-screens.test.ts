import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { menuHash } from '../src/db/seed.ts';
import { MAX_EMBEDDED_ANSWER_BYTES } from '../src/http/document-answers.ts';
import { withFirstScreen } from '../src/http/first-screens.ts';
import { startTestServer, type TestServer } from './harness.ts';

const BOOT_LINE = '<p class="boot" role="status">Cargando…</p>';
const indexHtml = `<!doctype html><html><head><title>app</title></head><body><div id="root">${BOOT_LINE}</div></body></html>`;

/** A built app whose first-screen module (dist/.server/first-screen.js) is `renderModule`. */
function builtApp(root: string, name: string, manifest: object, renderModule?: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), indexHtml);
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  if (renderModule !== undefined) {
    mkdirSync(path.join(dir, '.server'));
    writeFileSync(path.join(dir, '.server', 'first-screen.js'), renderModule);
  }
  return dir;
}

/** A menu of its own for the mode: its first category's plates repeated past what a document carries. */
async function giveLongMenu(server: TestServer, orderModeId: string): Promise<void> {
  const [mode] = await server.db.select().from(t.orderModes).where(eq(t.orderModes.id, orderModeId));
  if (!mode?.menuId) throw new Error(`no menu for ${orderModeId}`);
  const [menu] = await server.db.select().from(t.menus).where(eq(t.menus.id, mode.menuId));
  if (!menu) throw new Error(`no menu ${mode.menuId}`);
  const content = menu.content as { categories: { plates: { id: string }[] }[] };
  const category = content.categories[0];
  if (!category) throw new Error('an empty menu');
  const plates = Array.from({ length: 400 }, (_, index) => ({
    ...category.plates[index % category.plates.length],
    id: `long-plate-${index}`,
  }));
  const long = { ...content, categories: [{ ...category, plates }] };
  expect(Buffer.byteLength(JSON.stringify(long))).toBeGreaterThan(MAX_EMBEDDED_ANSWER_BYTES);
  const id = `${menu.id}-long`;
  await server.db.insert(t.menus).values({ id, branchId: menu.branchId, content: long, hash: menuHash(long) });
  await server.db.update(t.orderModes).set({ menuId: id }).where(eq(t.orderModes.id, orderModeId));
}

describe("a page's first screen in its document", () => {
  let server: TestServer;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'comanda-first-screen-'));
    const storefront = builtApp(
      root,
      'storefront',
      {
        'index.html': { file: 'assets/index-e1.js', isEntry: true, css: ['assets/index-e1.css'] },
        'src/pages/cart/CartRoute.tsx': { file: 'assets/CartRoute-c1.js', css: ['assets/CartRoute-c1.css'] },
        'src/pages/alias/AliasPage.tsx': { file: 'assets/AliasPage-a1.js', css: ['assets/AliasPage-a1.css'] },
        'src/pages/venue-guide/VenueGuidePage.tsx': { file: 'assets/VenueGuidePage-v1.js' },
      },
      // Shows what it was given: the page's URL, the reads it has answers for and the time it draws at.
      `export async function renderFirstScreen(url, answers, cookies, time) {
        return '<main data-url="' + url + '" data-time="' + time + '">' + Object.keys(answers).join(' ') + '</main>';
      }`,
    );
    const logistics = builtApp(
      root,
      'logistics',
      {
        'index.html': { file: 'assets/index-l1.js', isEntry: true },
        'src/pages/tracking/TrackingPage.tsx': {
          file: 'assets/TrackingPage-t1.js',
          css: ['assets/TrackingPage-t1.css'],
        },
        'src/pages/shipments/ShipmentsPage.tsx': { file: 'assets/ShipmentsPage-s1.js' },
      },
      `export async function renderFirstScreen() { throw new Error('a component broke'); }`,
    );
    server = await startTestServer({ STOREFRONT_DIR: storefront, LOGISTICS_DIR: logistics });
    await giveLongMenu(server, 'om-pc-takeaway');
  });
  afterAll(() => server.close());

  const documentOf = async (url: string) => await (await server.app.request(url)).text();
  const rootOf = (html: string) => /<div id="root"[^>]*>[\s\S]*<\/div>/.exec(html)?.[0];

  it("holds the page rendered from the answers it carries, with the route's stylesheets applied and its code left for later", async () => {
    const html = await documentOf('/menu/palermo-centro/preview?mesa=4');
    expect(rootOf(html)).toMatch(
      new RegExp(
        `^<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="\\d+"><main data-url="/menu/palermo-centro/preview\\?mesa=4"`,
      ),
    );
    // The time the screen was drawn at, to the minute, is on the root for the browser's hydration.
    const [, marked, drawnAt] = /data-first-screen="(\d+)"><main [^>]*data-time="(\d+)"/.exec(html) ?? [];
    expect(Number(marked) % 60_000).toBe(0);
    expect(Math.abs(Date.now() - Number(marked))).toBeLessThan(2 * 60_000);
    expect(drawnAt).toBe(marked);
    expect(rootOf(html)).toContain('/api/diner/palermo-centro /api/diner/branchcontacts/bc-palermo-centro');
    expect(html).not.toContain(BOOT_LINE);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/CartRoute-c1.css">');
    // The app asks for the page's code once the screen is painted: it does not share the bandwidth.
    expect(html).not.toMatch(/rel="preload" as="style"|rel="modulepreload"/);
    // The menu too: its first pictures are in its markup, so the browser paints them as they arrive.
    const menu = await documentOf('/menu/palermo-centro');
    expect(rootOf(menu)).toMatch(
      new RegExp(`^<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="\\d+"><main data-url="/menu/palermo-centro"`),
    );
    expect(menu).toContain('<link rel="stylesheet" crossorigin href="/assets/AliasPage-a1.css">');
  });

  it('keeps the boot line, for the app to draw the page, where a render fails or the route is not rendered', async () => {
    const tracking = await documentOf('/logistics/tracking/order/palermo-centro/ABC');
    expect(rootOf(tracking)).toBe(`<div id="root">${BOOT_LINE}</div>`);
    // Its stylesheet waits for the app, which draws the page: it does not hold back the boot line.
    expect(tracking).toContain(
      '<link rel="preload" as="style" crossorigin href="/logistics/assets/TrackingPage-t1.css">',
    );
    // A rider's page depends on the rider's session, which the server's render does not read.
    expect(rootOf(await documentOf('/logistics/palermo-centro/shipments'))).toBe(`<div id="root">${BOOT_LINE}</div>`);
    // The venue guide lists the venues near the diner, which only the browser knows.
    const guide = await documentOf('/');
    expect(rootOf(guide)).toBe(`<div id="root">${BOOT_LINE}</div>`);
    expect(guide).toContain('<link rel="modulepreload" crossorigin href="/assets/VenueGuidePage-v1.js">');
    // A menu too long for its document to carry: drawn by the app, whose code the document starts.
    const longMenu = await documentOf('/menu/palermo-centro/take_away');
    expect(longMenu).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/diner/palermo-centro/menu/om-pc-takeaway">',
    );
    expect(rootOf(longMenu)).toBe(`<div id="root">${BOOT_LINE}</div>`);
    expect(longMenu).toContain('<link rel="modulepreload" crossorigin href="/assets/AliasPage-a1.js">');
    // A path no route knows.
    expect(rootOf(await documentOf('/a/b/c/d/e'))).toBe(`<div id="root">${BOOT_LINE}</div>`);
  });
});

describe('withFirstScreen', () => {
  it("puts the markup in place of the boot line, whatever `$` patterns the page's text holds", () => {
    expect(withFirstScreen(indexHtml, { markup: "<p>2 × $& y $' </p>", time: 1_764_000_000_000 })).toBe(
      `<!doctype html><html><head><title>app</title></head><body><div id="root" ${FIRST_SCREEN_ATTRIBUTE}="1764000000000"><p>2 × $& y $' </p></div></body></html>`,
    );
    expect(withFirstScreen(indexHtml, null)).toBe(indexHtml);
  });
});
