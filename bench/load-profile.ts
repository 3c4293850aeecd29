/**
 * Where a first visit's main thread goes: opens a page at a CPU slowdown in Chromium, records a
 * performance trace, and prints every task over 50 ms with the JavaScript functions that took
 * most of it (self time from the trace's CPU profile) and the trace events inside it.
 *
 *   pnpm bench:load-profile [--cpu-slowdown 4] [--path /menu/palermo-centro/delivery] [--long-task 50] [--builds NAME=DIR,…]
 *
 * `:code` and `:access` in the path are an accepted demo order's code and access token:
 * `--path '/logistics/tracking/order/palermo-centro/:code?access=:access'` profiles its tracking page.
 */
import { chromium } from '@playwright/test';
import {
  argument,
  buildsArgument,
  demoBurger,
  machine,
  placeAcceptedOrder,
  pricedOrderBody,
  type RunningServer,
  startComanda,
} from './lib.ts';

const cpuSlowdown = Number(argument('--cpu-slowdown') ?? 4);
const pagePath = argument('--path') ?? '/menu/palermo-centro/delivery';
/** Tasks longer than this are listed (50 ms: what Lighthouse counts as blocking). */
const longTaskMs = Number(argument('--long-task') ?? 50);

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly id?: string;
  readonly args?: { data?: Record<string, unknown>; name?: string };
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  readonly parent?: number;
}

/**
 * The page's renderer main thread: the thread named CrRendererMain in the process that navigated
 * to `url` (another renderer, such as the browser's new-tab page, may be busier).
 */
function mainThread(events: readonly TraceEvent[], url: string) {
  const pageProcesses = new Set(
    events
      .filter((event) => event.name === 'navigationStart')
      .filter((event) => String(event.args?.data?.documentLoaderURL ?? '').startsWith(url))
      .map((event) => event.pid),
  );
  const named = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && pageProcesses.has(event.pid),
  );
  const busiest = named
    .map((event) => ({ pid: event.pid, tid: event.tid, count: events.filter((e) => e.tid === event.tid).length }))
    .sort((a, b) => b.count - a.count)[0];
  if (!busiest) throw new Error(`no renderer main thread navigated to ${url} in the trace`);
  return busiest;
}

/** Samples of the trace's CPU profile, as [timestamp µs, node] pairs. */
function samplesOf(events: readonly TraceEvent[], pid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  let time = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') time = Number((event.args?.data as { startTime?: number })?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    for (const [index, sample] of (data.cpuProfile?.samples ?? []).entries()) {
      time += deltas[index] ?? 0;
      samples.push([time, sample]);
    }
  }
  return { nodes, samples };
}

const label = (node: ProfileNode | undefined) =>
  node
    ? `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').split('/').at(-1) ?? ''}:${node.callFrame.lineNumber}:${node.callFrame.columnNumber}`
    : '?';

async function profile(url: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(4000 * Math.max(1, cpuSlowdown / 4));
  const buffer = await browser.stopTracing();
  await browser.close();
  return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

function report(events: readonly TraceEvent[], url: string) {
  const { pid, tid } = mainThread(events, url);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > longTaskMs * 1000);
  const { nodes, samples } = samplesOf(events, pid);
  const navigation = events.find((event) => event.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    blocking += Math.max(0, (task.dur ?? 0) / 1000 - 50);
    const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
    const byEvent = new Map<string, number>();
    for (const event of inside.filter((e) => (e.dur ?? 0) > 5_000)) {
      const name =
        event.name === 'EvaluateScript' || event.name === 'v8.compileModule' || event.name === 'v8.evaluateModule'
          ? `${event.name} ${String((event.args?.data as { url?: string } | undefined)?.url ?? '')
              .split('/')
              .at(-1)}`
          : event.name;
      byEvent.set(name, Math.max(byEvent.get(name) ?? 0, (event.dur ?? 0) / 1000));
    }
    const selfTime = new Map<string, number>();
    for (const [index, [time, node]] of samples.entries()) {
      if (time < task.ts || time >= end) continue;
      const next = samples[index + 1]?.[0] ?? time;
      const name = label(nodes.get(node));
      selfTime.set(name, (selfTime.get(name) ?? 0) + (next - time) / 1000);
    }
    const top = [...selfTime.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
    const events = [...byEvent.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`\ntask at ${Math.round((task.ts - navigation) / 1000)} ms: ${Math.round((task.dur ?? 0) / 1000)} ms`);
    console.log(`  events: ${events.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(' · ')}`);
    console.log(`  functions (self): ${top.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(' · ')}`);
  }
  const total = new Map<string, number>();
  for (const [index, [time, node]] of samples.entries()) {
    if (!tasks.some((task) => time >= task.ts && time < task.ts + (task.dur ?? 0))) continue;
    const name = label(nodes.get(node));
    total.set(name, (total.get(name) ?? 0) + ((samples[index + 1]?.[0] ?? time) - time) / 1000);
  }
  console.log('\nfunctions over all those tasks (self ms):');
  for (const [name, ms] of [...total.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${Math.round(ms)} ${name}`);
  console.log(
    `\n${tasks.length} tasks over ${longTaskMs} ms; blocking (all, from navigation) ${Math.round(blocking)} ms`,
  );
}

async function withDemoOrder(base: string, path: string): Promise<string> {
  if (!path.includes(':code')) return path;
  const { code, accessToken } = await placeAcceptedOrder(base, (await pricedOrderBody(base, [demoBurger()]))());
  return path.replace(':code', encodeURIComponent(code)).replace(':access', encodeURIComponent(accessToken));
}

async function main() {
  console.log(`bench/load-profile.ts — ${machine()}; CPU ${cpuSlowdown}× (Chromium's throttling), ${pagePath}`);
  for (const [index, build] of buildsArgument().entries()) {
    const server: RunningServer = await startComanda(8396 + index, undefined, {
      STOREFRONT_DIR: build.dirs.storefront,
      LOGISTICS_DIR: build.dirs.logistics,
    });
    try {
      console.log(`\n## ${build.name}`);
      const url = `${server.url}${await withDemoOrder(server.url, pagePath)}`;
      report(await profile(url), url);
    } finally {
      await server.stop();
    }
  }
}

await main();
