/**
 * The apps' side of a first screen the server rendered into the document
 * (apps/server/src/http/first-screens.ts): shown first, then hydrated by the app.
 */
import { createContext, type ErrorInfo, type ReactNode, startTransition, useContext, useEffect } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { preloadModalDialog } from '../components/Modal/Modal.tsx';
import { RenderTimeProvider, useIsHydrating } from './hydration.tsx';

/** How long `afterFirstPaint` waits for a frame: a page opened in a background tab draws none until shown. */
const FIRST_PAINT_WAIT_MS = 100;

/**
 * Runs `task` once the browser has painted what the document shows (the next frame, then a task
 * of its own), or after `FIRST_PAINT_WAIT_MS` without a frame. The apps hydrate the first screen
 * the server rendered this way (their main.tsx): the diner sees it before the app's first render,
 * which takes a phone's main thread for a while, instead of after.
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

const nextTask = () => new Promise((resolve) => window.setTimeout(resolve, 0));

/**
 * What React reports without stopping the app: a hydration that did not match the server's screen
 * (React draws that part again), an error a boundary caught. Written to the console, where the
 * end-to-end tests fail on them (e2e/hydration.spec.ts).
 */
function report(kind: string) {
  return (error: unknown, info: ErrorInfo) => {
    console.error(`[comanda] ${kind}:`, error, info.componentStack ?? '');
  };
}

const rootOptions: RootOptions = {
  onRecoverableError: report('recoverable error'),
  onCaughtError: report('error caught by a boundary'),
};

const WhenHydrated = createContext<(() => void) | null>(null);

/**
 * Placed in an app's route boundary, beside its pages: tells mountApp when React has hydrated the
 * page the server drew and drawn it again with what only the browser knows (the root's first
 * render hydrates only the providers; each Suspense boundary's part comes after).
 */
export function PageHydrated() {
  const done = useContext(WhenHydrated);
  const hydrating = useIsHydrating();
  useEffect(() => {
    if (!hydrating) done?.();
  }, [hydrating, done]);
  return null;
}

/**
 * Draws `app` into `container` (an app's main.tsx). Where the server drew the page's first screen
 * there (the container has `firstScreenAttribute`, whose value is the time it was drawn at), React
 * hydrates its elements once the screen is on screen and the page's code has run (`loadPage`: a
 * page still loading would suspend the hydration, and a tap on it would be dropped, not handled);
 * the container loses the attribute once the page is hydrated and drawn again with what only the
 * browser knows (`PageHydrated`).
 * Else index.html's boot line gives way to it.
 *
 * A tap that arrives while React hydrates is React's to handle: it hydrates the tapped part first
 * and then dispatches the event. A tap before the page's code has come is the browser's alone: a
 * link of the server's screen is followed as a link, a button does nothing yet.
 *
 * `prepareFirstRender`: slow work the page's first render needs (the time-zone data: ≈ 15 ms here,
 * four times that on a phone), in a task of its own before the first render: in the entry's task
 * or the hydration's it would lengthen a task that is long already (Lighthouse counts what a task
 * takes over 50 ms as blocking, so two shorter tasks block less than one).
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
  const drawnAt = Number(container.getAttribute(firstScreenAttribute));
  if (container.hasAttribute(firstScreenAttribute)) {
    const hydrated = () => container.removeAttribute(firstScreenAttribute);
    afterFirstPaint(() => {
      // A modal the server drew open (data-slot="modal") hydrates once its dialog's code is in.
      const code = container.querySelector('[data-slot="modal"]') ? [loadPage(), preloadModalDialog()] : [loadPage()];
      void Promise.all(code)
        .catch(() => undefined)
        // In a task of its own: the page's modules run in the task that loaded them, and the
        // hydration after them would make one long task of both.
        .then(nextTask)
        .then(() => prepareFirstRender?.())
        .then(nextTask)
        .then(() => {
          // In a transition, React hydrates in slices of a few milliseconds and answers input
          // between them, instead of in one long task; a tap still hydrates what it hit first.
          startTransition(() => {
            hydrateRoot(
              container,
              <RenderTimeProvider time={drawnAt}>
                <WhenHydrated.Provider value={hydrated}>{app}</WhenHydrated.Provider>
              </RenderTimeProvider>,
              rootOptions,
            );
          });
        });
    });
  } else {
    if (prepareFirstRender) window.setTimeout(prepareFirstRender);
    container.replaceChildren();
    createRoot(container, rootOptions).render(app);
  }
}
