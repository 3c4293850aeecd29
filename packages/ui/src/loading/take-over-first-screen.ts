/**
 * The apps' side of a first screen the server rendered into the document
 * (apps/server/src/http/first-screens.ts): shown first, then taken over by the app.
 */
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/** How long `afterFirstPaint` waits for a frame: a page opened in a background tab draws none until shown. */
const FIRST_PAINT_WAIT_MS = 100;

/**
 * Runs `task` once the browser has painted what the document shows (the next frame, then a task
 * of its own), or after `FIRST_PAINT_WAIT_MS` without a frame. The apps take over the first screen
 * the server rendered this way (their main.tsx): the diner sees it before the app's first render,
 * which takes ≈ 150 ms of a phone's main thread, instead of after.
 */
function afterFirstPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  window.requestAnimationFrame(() => window.setTimeout(run, 0));
  window.setTimeout(run, FIRST_PAINT_WAIT_MS);
}

/**
 * Takes over a first screen the server rendered into `container`: once it has been painted, the
 * page's code is loaded and run (`loadPage`: asked for only now, so that it did not share the
 * network with what the screen shows) and `render` draws the app over the screen. A tap on it
 * before then is held and repeated on the same element once the app has taken over, rather than
 * lost (its buttons do nothing until the app's handlers are there; a link would reload the page).
 */
function takeOverFirstScreen(container: HTMLElement, loadPage: () => Promise<unknown>, render: () => void): void {
  let heldTap: { readonly target: HTMLElement; readonly x: number; readonly y: number } | null = null;
  const holdTap = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    heldTap = { target: event.target, x: event.clientX, y: event.clientY };
  };
  // The element tapped, or where the app drew something else in its place (a screen the browser
  // renders differently from the server: another hour on its clock), what is now at that point.
  const tapped = (): HTMLElement | null => {
    if (!heldTap) return null;
    if (heldTap.target.isConnected) return heldTap.target;
    const there = document.elementFromPoint(heldTap.x, heldTap.y);
    return there instanceof HTMLElement && container.contains(there) ? there : null;
  };
  container.addEventListener('click', holdTap, true);
  afterFirstPaint(() => {
    void loadPage()
      .catch(() => undefined)
      // In a task of its own: the page's modules run in the task that loaded them, and the render
      // after them would make one long task of both (a phone's main thread blocked for longer).
      .then(() => new Promise((resolve) => window.setTimeout(resolve, 0)))
      .then(() => {
        render();
        container.removeEventListener('click', holdTap, true);
        // Once the renders the first one schedules are done too: a dialog the server drew in place
        // is portalled by the app only in the next one, and the tap goes to its button there.
        if (heldTap) window.setTimeout(() => tapped()?.click(), 0);
      });
  });
}

/**
 * Draws `app` into `container` (an app's main.tsx). Where the server drew the page's first screen
 * there (the container has `firstScreenAttribute`), the app takes over its elements once the screen
 * is on screen and the page's code has run (`loadPage`; a page still loading would show nothing
 * meanwhile), and the container loses the attribute. Else index.html's boot line gives way to it.
 *
 * `prepareFirstRender`: slow work the page's first render needs (the time-zone data: ≈ 15 ms here,
 * four times that on a phone). Over a screen the server drew it runs at once, in the entry's task:
 * nothing there responds before the takeover (a tap is held), so a task of its own would only add
 * one more long task after the paint, which Lighthouse counts as blocking (menu TBT 264 -> 188 ms,
 * docs/performance.md §2). Where the app draws the page, in a task of its own after the entry's.
 */
export function mountApp(
  container: HTMLElement,
  app: ReactNode,
  {
    firstScreenAttribute,
    loadPage,
    prepareFirstRender,
  }: {
    readonly firstScreenAttribute: string;
    readonly loadPage: () => Promise<unknown>;
    readonly prepareFirstRender?: () => void;
  },
): void {
  if (container.hasAttribute(firstScreenAttribute)) {
    prepareFirstRender?.();
    takeOverFirstScreen(container, loadPage, () => {
      hydrateRoot(container, app);
      container.removeAttribute(firstScreenAttribute);
    });
  } else {
    if (prepareFirstRender) window.setTimeout(prepareFirstRender);
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
