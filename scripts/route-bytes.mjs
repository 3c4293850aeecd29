// What each route ships before it is interactive, read from the Vite build output: the app's entry
// chunk and the route's lazy page chunk, plus every chunk they import statically (what the page
// and Vite's preload helper fetch at once), walked in `.vite/manifest.json` (`build.manifest`).
// Dynamic imports inside a page (the address map, the payment modal) are not counted unless a
// route lists them in `extra` (the tracking page's map, which it shows at once).
// Used by scripts/check-budgets.mjs (`pnpm test:budgets`, in `npm test`) and bench/bytes.mjs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const root = new URL('..', import.meta.url).pathname;

/** The build folders; STOREFRONT_DIR and LOGISTICS_DIR (the server's variables) point elsewhere. */
export const apps = {
  storefront: process.env.STOREFRONT_DIR || join(root, 'apps/storefront/dist'),
  logistics: process.env.LOGISTICS_DIR || join(root, 'apps/logistics/dist'),
};

/** Modules that may load only where they are used (matched against the chunks' source maps). */
export const heavy = {
  leaflet: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(leaflet|react-leaflet|@react-leaflet)\//,
  'pusher-js': /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?pusher-js\//,
  // Loaded when a modal first opens (packages/ui Modal.tsx), or with a screen the server drew one open on.
  'dialog internals': /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@radix-ui\/react-dialog\//,
  'address modal': /packages\/ui\/src\/components\/(AddressModal|AddressMap)\//,
  'checkout code':
    /apps\/storefront\/src\/pages\/checkout\/|packages\/ui\/src\/components\/(CheckoutForm|CheckoutStoreBlock|PaymentSection|CustomerDataSection|ScheduleSelector)\//,
  'payment code':
    /packages\/ui\/src\/components\/(CardPaymentModal|PaymentSection)\/|apps\/storefront\/src\/pages\/order\/useCardPayment/,
};

/**
 * The measured routes. `page` is the manifest key of the route's lazy chunk; `extra` are dynamic
 * imports the page makes at once. `goal`: the target of docs/performance.md (gzip bytes,
 * reported); `budget`: the ceiling `npm test` enforces —
 * the goal where it is met, else the measured size rounded up (a ratchet: lower it as the gap
 * closes, see docs/performance.md).
 */
export const routes = [
  { name: 'venue guide', app: 'storefront', page: 'src/pages/venue-guide/VenueGuidePage.tsx' },
  {
    name: 'menu',
    app: 'storefront',
    page: 'src/pages/alias/AliasPage.tsx',
    goal: { js: 130 * 1024, css: 20 * 1024 },
    budget: { js: 128.7 * 1024, css: 20 * 1024 },
  },
  { name: 'cart', app: 'storefront', page: 'src/pages/cart/CartRoute.tsx' },
  {
    name: 'checkout',
    app: 'storefront',
    page: 'src/pages/checkout/CheckoutPage.tsx',
    goal: { js: 170 * 1024 },
    budget: { js: 159.5 * 1024 },
  },
  { name: 'follow-up', app: 'storefront', page: 'src/pages/order/OrderPage.tsx' },
  { name: 'survey', app: 'storefront', page: 'src/pages/survey/SurveyPage.tsx' },
  {
    name: 'tracking',
    app: 'logistics',
    page: 'src/pages/tracking/TrackingPage.tsx',
    extra: ['../../packages/ui/src/components/TrackingMap/TrackingMap.tsx'],
    goal: { js: 160 * 1024 },
    budget: { js: 160 * 1024 },
  },
  { name: 'rider list', app: 'logistics', page: 'src/pages/shipments/ShipmentsPage.tsx' },
  { name: 'rider detail', app: 'logistics', page: 'src/pages/shipment-detail/ShipmentDetailPage.tsx' },
];

/** Which heavy modules each route may load before it is interactive (everything else is forbidden). */
export const allowed = {
  checkout: ['address modal', 'checkout code', 'payment code'],
  'follow-up': ['payment code'],
  tracking: ['leaflet', 'pusher-js'],
};

function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
}

function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry in the manifest, found ${keys.join(', ')}`);
  return keys[0];
}

/** Every chunk reached from `starts` through static imports. */
function staticGraph(manifest, starts) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (did the route move?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return [...seen].map((key) => manifest[key]);
}

const sizeCache = new Map();
function sizes(path) {
  let result = sizeCache.get(path);
  if (!result) {
    const bytes = readFileSync(path);
    result = {
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }).length,
    };
    sizeCache.set(path, result);
  }
  return result;
}

function sourcesOf(dist, file) {
  try {
    return JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')).sources ?? [];
  } catch {
    return [];
  }
}

const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const zero = { raw: 0, gzip: 0, brotli: 0 };

/** Bytes and heavy modules of one route. */
export function measureRoute(route) {
  const dist = apps[route.app];
  const manifest = readManifest(dist);
  const chunks = staticGraph(manifest, [entryKey(manifest), route.page, ...(route.extra ?? [])]);
  const jsFiles = [...new Set(chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')))];
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const js = jsFiles.reduce((total, file) => add(total, sizes(join(dist, file))), zero);
  const css = cssFiles.reduce((total, file) => add(total, sizes(join(dist, file))), zero);
  const sources = jsFiles.flatMap((file) => sourcesOf(dist, file));
  const heavyLoaded = Object.entries(heavy)
    .filter(([, pattern]) => sources.some((source) => pattern.test(source)))
    .map(([name]) => name);
  return { ...route, js, css, jsFiles, cssFiles, heavyLoaded };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The package or folder a source of a chunk's map belongs to: `react-dom`, `packages/ui/src/components/Modal`. */
function moduleGroup(source) {
  const inPackage = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1];
  const inWorkspace = source.match(/((?:packages|apps)\/[^/]+\/src\/(?:[^/]+\/)?[^/.]+)/);
  if (inWorkspace) return inWorkspace[1];
  const inApp = source.match(/^(?:\.\.\/)+(src\/(?:[^/]+\/)?[^/.]+)/);
  return inApp ? `(app) ${inApp[1]}` : source;
}

/**
 * What a route's JS is made of: each chunk's bytes attributed to the sources its map names (a
 * mapped segment runs to the next one), grouped by package or folder, and the chunk's gzip size
 * shared among them in proportion to their raw bytes (so the groups add up to the route's figure).
 */
export function explainRoute(route) {
  const dist = apps[route.app];
  const { jsFiles } = measureRoute(route);
  const groups = new Map();
  for (const file of jsFiles) {
    const code = readFileSync(join(dist, file), 'utf8');
    const lines = code.split('\n');
    let map;
    try {
      map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
    } catch {
      map = { sources: [], mappings: '' };
    }
    const rawBySource = new Map();
    decode(map.mappings).forEach((segments, line) => {
      const text = lines[line] ?? '';
      segments.forEach((segment, index) => {
        const end = segments[index + 1]?.[0] ?? text.length;
        const source = segment.length > 1 ? moduleGroup(map.sources[segment[1]]) : '(unmapped)';
        rawBySource.set(source, (rawBySource.get(source) ?? 0) + Buffer.byteLength(text.slice(segment[0], end)));
      });
    });
    const total = [...rawBySource.values()].reduce((sum, bytes) => sum + bytes, 0) || 1;
    const gzip = sizes(join(dist, file)).gzip;
    for (const [source, raw] of rawBySource) {
      const group = groups.get(source) ?? { raw: 0, gzip: 0, files: new Set() };
      group.raw += raw;
      group.gzip += (gzip * raw) / total;
      group.files.add(file);
      groups.set(source, group);
    }
  }
  return [...groups.entries()]
    .map(([module, group]) => ({ module, raw: group.raw, gzip: group.gzip, files: [...group.files] }))
    .sort((a, b) => b.gzip - a.gzip);
}
