/**
 * Work a page's first screen does not need (the typeface, the toasts' library, the plate detail's
 * chunk) waits until the page has settled: loaded, its reads and pictures in, and the main thread
 * idle. Asked for at the load event they competed with the first screen: the page's
 * reads and its renders come after the load event of a single-page app, so the typeface and
 * sonner were still downloading while the menu's pictures were being drawn (Lighthouse counted
 * them in the menu's LCP: docs/performance.md §2).
 *
 * "Settled" is read off the page itself, so no page has to declare when it is done: after the load
 * event, for `QUIET_MS` no resource has finished (a fetch's answer, a chunk, a picture: Resource
 * Timing) and no larger element has been painted (Largest Contentful Paint), and then the browser
 * reports an idle moment. `MAX_WAIT_MS` after the load event it runs regardless, for a page whose
 * requests never go quiet.
 */
const QUIET_MS = 500;
const MAX_WAIT_MS = 5000;

let settled = false;
let waiting: (() => void)[] | null = null;

function runWaiting(): void {
  if (settled) return;
  settled = true;
  const tasks = waiting ?? [];
  waiting = null;
  // Each in an idle moment of its own: together (the typeface, sonner, the plate detail's chunk
  // and the page's other late modules) they made one long task.
  for (const task of tasks) idle(task);
}

function idle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1000 });
  else window.setTimeout(callback, 0);
}

function watchForQuiet(): void {
  let lastActivity = performance.now();
  const observer =
    typeof PerformanceObserver === 'function'
      ? new PerformanceObserver(() => {
          lastActivity = performance.now();
        })
      : null;
  for (const type of ['resource', 'largest-contentful-paint']) {
    // A browser without one of these entry types just watches the other.
    if (observer && PerformanceObserver.supportedEntryTypes?.includes(type))
      observer.observe({ type, buffered: false });
  }
  const startedAt = performance.now();
  const check = () => {
    const now = performance.now();
    const quietFor = now - lastActivity;
    if (quietFor >= QUIET_MS || now - startedAt >= MAX_WAIT_MS) {
      observer?.disconnect();
      idle(runWaiting);
    } else window.setTimeout(check, QUIET_MS - quietFor);
  };
  window.setTimeout(check, QUIET_MS);
}

/** Runs `task` once the page has settled (at once, in an idle moment, if it has). */
export function whenPageSettles(task: () => void): void {
  if (settled) {
    idle(task);
    return;
  }
  if (waiting) {
    waiting.push(task);
    return;
  }
  waiting = [task];
  if (document.readyState === 'complete') watchForQuiet();
  else window.addEventListener('load', watchForQuiet, { once: true });
}
