import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DOCUMENT_ANSWERS_ELEMENT_ID } from '@comanda/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIDER_COOKIE } from '../src/http/auth.ts';
import { loadConfig } from '../src/index.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { registerRider } from './logistics-helpers.ts';

function site(root: string, name: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), `console.log('${name}')`);
  return dir;
}

describe('the server', () => {
  let server: TestServer;
  let app: TestServer['app'];

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'comanda-sites-'));
    server = await startTestServer({
      STOREFRONT_DIR: site(root, 'storefront'),
      LOGISTICS_DIR: site(root, 'logistics'),
      STORYBOOK_DIR: site(root, 'storybook'),
    });
    app = server.app;
  });
  afterAll(() => server.close());

  it('answers the health check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404, not the storefront page', async () => {
    const response = await app.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it.each([
    ['/', 'storefront'],
    ['/menu/sabores', 'storefront'],
    ['/logistics/', 'logistics'],
    ['/logistics/tracking/order/palermo-centro/ABC', 'logistics'],
    ['/storybook/', 'storybook'],
  ])('serves %s from the %s build', async (url, name) => {
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<title>${name}</title>`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text files it is asked to and answers a known ETag with 304', async () => {
    const big = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(path.join(server.config.sites.storefront, 'assets', 'big-abc123.js'), big);
    const gzipped = await app.request('/assets/big-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(gzipped.status).toBe(200);
    expect(['gzip', 'br']).toContain(gzipped.headers.get('content-encoding'));
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    const plain = await app.request('/assets/big-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(big);
    const etag = plain.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await app.request('/assets/big-abc123.js', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    const page = await app.request('/menu/sabores');
    const again = await app.request('/menu/sabores', { headers: { 'If-None-Match': page.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('does not serve hidden files such as the build manifest', async () => {
    mkdirSync(path.join(server.config.sites.storefront, '.vite'), { recursive: true });
    writeFileSync(path.join(server.config.sites.storefront, '.vite', 'manifest.json'), '{}');
    const response = await app.request('/.vite/manifest.json');
    expect(response.status).toBe(404);
  });

  it('caches hashed assets forever and serves them with their type', async () => {
    const response = await app.request('/logistics/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toContain('logistics');
  });

  it('redirects the bare mount points to their folder', async () => {
    const response = await app.request('/storybook');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/storybook/');
  });

  it('does not serve files outside a site or invent missing assets', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/storybook/%2e%2e/%2e%2e/package.json')).status).toBe(404);
  });

  it('rejects a PORT that is not a port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be an integer');
  });
});

describe('demo images', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves every image the demo data points at as SVG, and 404 for others', async () => {
    const { demoFiles, demoBranches } = await import('@comanda/api/demo');
    const urls = [...demoFiles.map((f) => `/${f.url}`), ...demoBranches.map((b) => b.customLogoURL ?? '')];
    for (const url of urls) {
      const response = await server.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
    }
    expect((await server.request('/api/diner/files/nope.svg')).status).toBe(404);
  });
});

describe('the document of a client-side route', () => {
  let server: TestServer;
  const manifest = {
    'index.html': {
      file: 'assets/index-e1.js',
      isEntry: true,
      imports: ['_react-r1.js'],
      css: ['assets/index-e1.css'],
    },
    '_react-r1.js': { file: 'assets/react-r1.js' },
    'src/pages/alias/AliasPage.tsx': {
      file: 'assets/AliasPage-a1.js',
      imports: ['_react-r1.js', 'src/pages/menu/MenuScreen.tsx'],
      css: ['assets/AliasPage-a1.css'],
    },
    'src/pages/menu/MenuScreen.tsx': { file: 'assets/MenuScreen-m1.js', css: ['assets/MenuScreen-m1.css'] },
    'src/pages/menu/EntryScreen.tsx': {
      file: 'assets/EntryScreen-s1.js',
      imports: ['src/pages/menu/MenuScreen.tsx'],
      css: ['assets/EntryScreen-s1.css'],
    },
    'src/pages/checkout/CheckoutPage.tsx': { file: 'assets/CheckoutPage-c1.js' },
    'src/pages/tracking/TrackingPage.tsx': { file: 'assets/TrackingPage-t1.js' },
    'src/pages/shipments/ShipmentsPage.tsx': { file: 'assets/ShipmentsPage-s1.js' },
    '../../packages/ui/src/components/TrackingMap/TrackingMap.tsx': { file: 'assets/TrackingMap-l1.js' },
  };

  function builtSite(root: string, name: string): string {
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, '.vite'), { recursive: true });
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><title>${name}</title></head><body></body></html>`,
    );
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dir;
  }

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'comanda-hints-'));
    server = await startTestServer({
      STOREFRONT_DIR: builtSite(root, 'storefront'),
      LOGISTICS_DIR: builtSite(root, 'logistics'),
      STORYBOOK_DIR: builtSite(root, 'storybook'),
    });
  });
  afterAll(() => server.close());

  const documentOf = async (url: string) => await (await server.app.request(url)).text();
  const headLinks = async (url: string) =>
    [...(await documentOf(url)).matchAll(/<link [^>]+>/g)].map((match) => match[0]);
  /** The answers the document carries, by read. */
  const answersIn = async (url: string) => {
    const element = new RegExp(
      `<script type="application/json" id="${DOCUMENT_ANSWERS_ELEMENT_ID}">([\\s\\S]*?)</script>`,
    ).exec(await documentOf(url));
    return element ? (JSON.parse(element[1] ?? '') as Record<string, unknown>) : {};
  };
  /** What the API answers a browser's read of `url` (no cookies): what the document must carry. */
  const apiAnswer = async (url: string) => await (await server.app.request(url)).json();

  const fetchHint = (url: string) => `<link rel="preload" as="fetch" crossorigin href="${url}">`;
  const modeIds =
    'orderModeId=om-pc-delivery&orderModeId=om-pc-takeaway&orderModeId=om-pc-table&orderModeId=om-pc-self';
  /** What the menu and the cart read first, but the menu's pictures. */
  const menuReads = [
    '/api/diner/palermo-centro',
    '/api/diner/branchcontacts/bc-palermo-centro',
    '/api/menucustomization/br-palermo',
    `/api/diner/menu/palermo-centro/hash?${modeIds}`,
    '/api/diner/palermo-centro/menu/om-pc-delivery',
    '/api/diner/br-palermo/discounts',
    '/api/indicators',
  ];
  const firstImages = [
    ['file-cat-pizzas', 'category'],
    ['file-plate-muzzarella', 'plate'],
    ['file-plate-napolitana', 'plate'],
    ['file-cat-hamburguesas', 'category'],
    ['file-plate-clasica', 'plate'],
    ['file-plate-doble', 'plate'],
  ] as const;

  it("starts the menu's chunks and first pictures with the document, not after the app has run", async () => {
    // The store's own alias asks which menu; a mode's path is the menu.
    expect(await headLinks('/menu/palermo-centro/delivery')).toEqual([
      '<link rel="preload" as="style" crossorigin href="/assets/AliasPage-a1.css">',
      '<link rel="preload" as="style" crossorigin href="/assets/MenuScreen-m1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/AliasPage-a1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/MenuScreen-m1.js">',
      ...firstImages.map(([id]) => `<link rel="preload" as="image" href="/api/diner/files/${id}.svg">`),
    ]);
  });

  it("starts the store chooser's code and stylesheet at the store's own alias, which draws it", async () => {
    const links = await headLinks('/menu/palermo-centro');
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/EntryScreen-s1.css">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/EntryScreen-s1.js">');
  });

  it("carries the answers to the menu's first reads, each what the API answers a browser", async () => {
    const answers = await answersIn('/menu/palermo-centro/delivery');
    const reads = [...menuReads, ...firstImages.map(([id, type]) => `/api/diner/file/${id}/url?type=${type}`)];
    expect(Object.keys(answers)).toEqual(reads);
    for (const read of reads) expect(answers[read], read).toEqual(await apiAnswer(read));
  });

  it('reads the menu of the mode the path names, and none for a mode the venue does not have', async () => {
    const answers = Object.keys(await answersIn('/menu/palermo-centro/take_away'));
    expect(answers).toContain('/api/diner/palermo-centro/menu/om-pc-takeaway');
    expect(answers.filter((read) => read.includes('/menu/om-pc-delivery'))).toEqual([]);
    const unknownMode = Object.keys(await answersIn('/menu/palermo-centro/helicoptero'));
    expect(unknownMode.filter((read) => /\/menu\/om-|\/file\//.test(read))).toEqual([]);
    expect(unknownMode).toContain('/api/diner/branchcontacts/bc-palermo-centro');
  });

  it('names each route its own page; a read that does not answer 200 is left to the page, started by the document', async () => {
    // An unknown alias: its 404 is what the page shows its not-found screen from.
    expect(await headLinks('/menu/no-existe/checkout')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/CheckoutPage-c1.js">',
      fetchHint('/api/diner/no-existe'),
    ]);
    expect(await answersIn('/menu/no-existe/checkout')).toEqual({});
    // The cart reads what the menu does (to offer its plates), not the menu's pictures.
    expect(Object.keys(await answersIn('/menu/palermo-centro/preview'))).toEqual(menuReads);
    expect((await headLinks('/menu/palermo-centro/preview')).filter((link) => link.includes('/api/'))).toEqual([]);
    // The checkout reads its venue, the branch's customisations and programme, and its order
    // mode's (a cart without one: the first that takes orders).
    expect(Object.keys(await answersIn('/menu/palermo-centro/checkout'))).toEqual([
      '/api/diner/palermo-centro',
      '/api/diner/branchcontacts/bc-palermo-centro',
      '/api/menucustomization/br-palermo',
      '/api/ordermodes/om-pc-delivery/fees',
      '/api/ordermodes/om-pc-delivery/generaldiscounts',
      '/api/ordermodes/om-pc-delivery/generalsurcharges',
      '/api/diner/palermo-centro/menu/om-pc-delivery',
      '/api/branch/br-palermo/loyalty-program',
    ]);
    expect(await headLinks('/logistics/tracking/order/palermo-centro/ABC')).toEqual([
      // Not its map: the page asks for Leaflet once the order shows.
      '<link rel="modulepreload" crossorigin href="/logistics/assets/TrackingPage-t1.js">',
      // No such order: a 404, for the page to show.
      fetchHint('/api/logisticsorder/tracking/palermo-centro/ABC'),
    ]);
    expect(Object.keys(await answersIn('/logistics/tracking/order/palermo-centro/ABC'))).toEqual([
      '/api/diner/palermo-centro',
      '/api/realtime/config',
    ]);
    expect(await headLinks('/menu/a/b/c/d/e')).toEqual([]);
    expect(await headLinks('/storybook/')).toEqual([]);
  });

  it("carries an order's follow-up and survey reads; an unknown order's are left to the page", async () => {
    expect(Object.keys(await answersIn('/menu/palermo-centro/order/NO-EXISTE'))).toEqual([
      '/api/diner/palermo-centro',
      '/api/diner/branchcontacts/bc-palermo-centro',
      '/api/branch/br-palermo/loyalty-program',
    ]);
    expect((await headLinks('/menu/palermo-centro/order/NO-EXISTE')).filter((link) => link.includes('/api/'))).toEqual([
      fetchHint('/api/diner/palermo-centro/order/NO-EXISTE'),
    ]);
    const survey = await answersIn('/encuesta/palermo-centro/NO-EXISTE');
    expect(Object.keys(survey)).toContain('/api/survey/bc-palermo-centro');
    expect(survey['/api/survey/bc-palermo-centro']).toEqual(await apiAnswer('/api/survey/bc-palermo-centro'));
    expect((await headLinks('/encuesta/palermo-centro/NO-EXISTE')).filter((link) => link.includes('/api/'))).toEqual([
      fetchHint('/api/survey/order/NO-EXISTE'),
      fetchHint('/api/diner/palermo-centro/order/NO-EXISTE'),
    ]);
  });

  it("carries a rider page's venue reads and starts who the rider is, which no document answers", async () => {
    const riderReads = ['/api/diner/palermo-centro', '/api/diner/branchcontacts/bc-palermo-centro'];
    for (const page of [
      '/logistics/palermo-centro/shipments',
      '/logistics/palermo-centro/shipments/simple/sh-1',
      '/logistics/palermo-centro/rider/phoneIntake',
    ]) {
      const answers = await answersIn(page);
      expect(Object.keys(answers), page).toEqual(riderReads);
      for (const read of riderReads) expect(answers[read], read).toEqual(await apiAnswer(read));
    }
    // The pages that ask who the rider is start that read; the sign-in pages do not make it.
    expect(await headLinks('/logistics/palermo-centro/shipments')).toContain(fetchHint('/api/whoami'));
    expect(await headLinks('/logistics/palermo-centro/shipments/simple/sh-1')).toContain(fetchHint('/api/whoami'));
    expect(await headLinks('/logistics/palermo-centro/rider/phoneIntake')).not.toContain(fetchHint('/api/whoami'));
    // A signed-in rider's request gets the same document as anybody's: the session stays out of it.
    const { token } = await registerRider(server);
    const signedIn = await server.app.request('/logistics/palermo-centro/shipments', {
      headers: { Cookie: `${RIDER_COOKIE}=${token}` },
    });
    expect(await signedIn.text()).toBe(await documentOf('/logistics/palermo-centro/shipments'));
  });

  it('gives each document its own ETag, revalidated with 304', async () => {
    const menu = await server.app.request('/menu/palermo-centro');
    const checkout = await server.app.request('/menu/palermo-centro/checkout');
    const etag = menu.headers.get('etag') ?? '';
    expect(etag).not.toBe(checkout.headers.get('etag'));
    const again = await server.app.request('/menu/palermo-centro', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('Storybook in real use', () => {
  const REAL_TOKEN = 'a3f9c1e07b2d4c58a9e6f1d2c3b4a5968778695a4b3c2d1e';
  let production: TestServer;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'comanda-production-sites-'));
    production = await startTestServer({
      COMANDA_MODE: 'production',
      STAFF_TOKEN: REAL_TOKEN,
      MESSAGING_URL: 'http://messaging.invalid/send',
      DATA_DIR: path.join(root, 'data'),
      STOREFRONT_DIR: site(root, 'storefront'),
      LOGISTICS_DIR: site(root, 'logistics'),
      STORYBOOK_DIR: site(root, 'storybook'),
    });
  });
  afterAll(() => production.close());

  it("is not served from the apps' origin, neither its page nor its files; the apps are", async () => {
    for (const url of ['/storybook', '/storybook/', '/storybook/index.html', '/storybook/assets/app-abc123.js']) {
      const response = await production.app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).not.toContain('storybook');
    }
    expect(await (await production.app.request('/')).text()).toContain('<title>storefront</title>');
    expect(await (await production.app.request('/logistics/')).text()).toContain('<title>logistics</title>');
  });
});
