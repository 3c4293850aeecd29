/**
 * Lighthouse (benchmark 2): mobile preset with simulated throttling (Lighthouse's
 * default config), Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) headless, against
 * the production builds served by apps/server with the demo data on in-memory PGlite. Median of
 * `--runs` runs (default 3) per page of the performance score, LCP, TBT, CLS and total bytes, each
 * run a first visit in a browser of its own. Beside them: Lighthouse's `benchmarkIndex` of the
 * machine (its speed, measured in each run; the figures depend on it) and the main thread's work
 * at its CPU slowdown (`--cpu-slowdown`), with the script evaluation of each chunk.
 * Build first (`pnpm build`, or the two apps).
 *
 *   pnpm bench:lighthouse [--runs 3] [--only menu,tracking] [--save DIR] [--builds NAME=DIR,…] [--cpu-slowdown 4] [--throttling devtools]
 *
 * `--throttling devtools`: Chromium slows its CPU and network while Lighthouse watches, instead of
 * Lighthouse multiplying what it saw on an unthrottled load. React hydrates in slices of about
 * 5 ms of wall-clock time; a phone slices the same way, while the simulation multiplies each slice
 * into a long task. Both are printed in docs/performance.md.
 *
 * `--builds before=/tmp/before,after=apps`: compares builds in one run, each served by a server of
 * its own and measured in turns (page by page, run by run), so that every build meets the same
 * state of a shared machine. A build's folder holds `storefront/` and `logistics/` (copies of the
 * apps' `dist/`); `apps` names this tree's own builds. Without it: this tree's builds.
 *
 * `--save DIR` writes each run's full report (`DIR/<build>-<page>-<run>.json`) for diagnosis: the
 * LCP element and its phases, the request chains, the main thread's work.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import nodePath from 'node:path';
import { ORDER_ACCESS_PARAM } from '@comanda/api';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  argument,
  type Build,
  buildsArgument,
  demoBurger,
  machine,
  median,
  placeAcceptedOrder,
  pricedOrderBody,
  type RunningServer,
  round,
  runsArgument,
  startComanda,
} from './lib.ts';

const runs = runsArgument(3);
const only = argument('--only') ? new Set((argument('--only') ?? '').split(',')) : null;
const saveDir = argument('--save');
/**
 * Lighthouse's CPU slowdown (default 4). The goals name a machine whose `benchmarkIndex` is at most
 * 1200; on a faster machine, 4 × (its index ÷ 1200) stands in for that machine.
 */
const cpuSlowdown = Number(argument('--cpu-slowdown') ?? 4);
const throttlingMethod = argument('--throttling') === 'devtools' ? 'devtools' : 'simulate';

/** The demo's order as its diner holds it: its code and the access token its creation answered. */
interface DemoOrder {
  readonly code: string;
  readonly accessToken: string;
}

/** The demo's burger ordered and accepted (the tracking page shows its shipment). */
async function demoOrder(base: string): Promise<DemoOrder> {
  const create = await pricedOrderBody(base, [demoBurger()]);
  return placeAcceptedOrder(base, create());
}

/**
 * The pages and what each shows: the store's delivery menu (its bare alias asks for the mode
 * first), and the order's pages with the access token the diner's links carry (without it the
 * follow-up and the tracking page show no order).
 */
const pages = ({ code, accessToken }: DemoOrder): [string, string][] => [
  ['venue guide', '/'],
  ['menu', '/menu/palermo-centro/delivery'],
  ['cart (empty)', '/menu/palermo-centro/preview'],
  ['checkout (empty cart)', '/menu/palermo-centro/checkout'],
  ['follow-up', `/menu/palermo-centro/order/${code}?${ORDER_ACCESS_PARAM}=${accessToken}`],
  ['survey', `/encuesta/palermo-centro/${code}?${ORDER_ACCESS_PARAM}=${accessToken}`],
  ['tracking', `/logistics/tracking/order/palermo-centro/${code}?${ORDER_ACCESS_PARAM}=${accessToken}`],
  ['rider list (signed out)', '/logistics/palermo-centro/shipments'],
];

/**
 * Each run is a first visit: a browser of its own (chrome-launcher gives each a new profile), so no
 * cookie, localStorage, cache or service worker of an earlier run is there. Lighthouse's own storage
 * reset keeps cookies and localStorage, and a page that remembers its visitor (the tracking page's
 * delivery code, shown once per order) measured its first visit only in a median's first run.
 */
async function firstVisit(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    });
  } finally {
    chrome.kill();
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof firstVisit>>>['lhr'];

interface RunFigures {
  readonly score: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly bytes: number;
  readonly benchmarkIndex: number;
  /** The main thread's work (ms, at Lighthouse's CPU slowdown) and its script evaluation. */
  readonly mainThread: number;
  readonly scriptEvaluation: number;
  /** Script evaluation per script URL's file name. */
  readonly scriptByChunk: ReadonlyMap<string, number>;
}

interface TableItem {
  readonly [key: string]: unknown;
}
const itemsOf = (lhr: Report, id: string) =>
  ((lhr.audits[id]?.details as { items?: TableItem[] } | undefined)?.items ?? []) as TableItem[];

function figuresOf(lhr: Report): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scriptByChunk = new Map<string, number>();
  for (const item of itemsOf(lhr, 'bootup-time')) {
    const url = String(item.url ?? '');
    const name = url.startsWith('http') ? (new URL(url).pathname.split('/').at(-1) ?? url) : url;
    scriptByChunk.set(name || url, Number(item.scripting ?? 0));
  }
  const scriptEvaluation = itemsOf(lhr, 'mainthread-work-breakdown').find((item) => item.group === 'scriptEvaluation');
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    mainThread: audit('mainthread-work-breakdown'),
    scriptEvaluation: Number(scriptEvaluation?.duration ?? 0),
    scriptByChunk,
  };
}

async function measure(server: RunningServer, build: Build, name: string, path: string, run: number) {
  const result = await firstVisit(`${server.url}${path}`);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    const file = `${build.name.replace(/\W+/g, '-')}-${name.split(' ')[0]}-${run + 1}.json`;
    writeFileSync(nodePath.join(saveDir, file), JSON.stringify(lhr));
  }
  return lhr.runtimeError ? null : figuresOf(lhr);
}

/** The chunks with the most script evaluation (median over runs), as `file ms`. */
function chunkLine(results: readonly RunFigures[]): string {
  const names = new Set(results.flatMap((result) => [...result.scriptByChunk.keys()]));
  return [...names]
    .map((name) => ({ name, ms: median(results.map((result) => result.scriptByChunk.get(name) ?? 0)) }))
    .filter((chunk) => chunk.ms >= 10)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((chunk) => `${chunk.name} ${Math.round(chunk.ms)}`)
    .join(', ');
}

function row(build: Build, page: string, results: readonly RunFigures[], failedRuns: number) {
  const of = (pick: (result: RunFigures) => number) => median(results.map(pick));
  return {
    build: build.name,
    page,
    'perf score': Math.round(of((r) => r.score)),
    'LCP s': round(of((r) => r.lcp) / 1000, 2),
    'TBT ms': Math.round(of((r) => r.tbt)),
    CLS: round(
      of((r) => r.cls),
      3,
    ),
    'total KB': Math.round(of((r) => r.bytes) / 1024),
    'main thread ms': Math.round(of((r) => r.mainThread)),
    'script eval ms': Math.round(of((r) => r.scriptEvaluation)),
    'script eval by chunk (ms)': chunkLine(results),
    benchmarkIndex: `${Math.round(Math.min(...results.map((r) => r.benchmarkIndex)))}–${Math.round(Math.max(...results.map((r) => r.benchmarkIndex)))}`,
    runs: failedRuns > 0 ? `${results.length} (+${failedRuns} failed)` : results.length,
  };
}

async function main() {
  const builds = buildsArgument();
  const servers: RunningServer[] = [];
  const rows: Record<string, unknown>[] = [];
  try {
    for (const [index, build] of builds.entries()) {
      servers.push(
        await startComanda(8394 + index, undefined, {
          STOREFRONT_DIR: build.dirs.storefront,
          LOGISTICS_DIR: build.dirs.logistics,
        }),
      );
    }
    const orders = await Promise.all(servers.map((server) => demoOrder(server.url)));
    for (const [pageIndex, [name]] of pages({ code: '', accessToken: '' }).entries()) {
      if (only && !only.has(name.split(' ')[0] ?? name)) continue;
      const results = builds.map(() => [] as RunFigures[]);
      const failed = builds.map(() => 0);
      // In turns: run 1 of every build, then run 2…; a run Lighthouse could not trace (NO_NAVSTART,
      // seen on this shared machine) is run again, up to `runs` more times.
      for (let run = 0; run < runs * 2 && results.some((done) => done.length < runs); run += 1) {
        for (const [index, build] of builds.entries()) {
          if ((results[index]?.length ?? runs) >= runs) continue;
          const server = servers[index] as RunningServer;
          const path = pages(orders[index] as DemoOrder)[pageIndex]?.[1] as string;
          const figures = await measure(server, build, name, path, run);
          if (figures) results[index]?.push(figures);
          else failed[index] = (failed[index] ?? 0) + 1;
        }
      }
      for (const [index, build] of builds.entries()) {
        rows.push(row(build, name, results[index] ?? [], failed[index] ?? 0));
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  console.log(`bench/lighthouse.ts — ${machine()}`);
  console.log(
    `Lighthouse mobile preset, ${throttlingMethod === 'devtools' ? "Chromium's (devtools)" : 'simulated'} throttling; median of ${runs} first visits per page (goals: score ≥ 95, LCP ≤ 1.8 s, TBT ≤ 150 ms, CLS ≤ 0.02); main thread and script evaluation in ms at ${cpuSlowdown}× slowdown`,
  );
  console.table(rows);
}

await main();
