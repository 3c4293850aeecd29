/**
 * A page's first screen, rendered on the server into its document (the fast path).
 *
 * Why: a single-page app paints once its code has arrived and run. On a phone's slow network that
 * code is most of what the page downloads (≈ 100–135 KB gzip), so the first screen waited for it
 * although the document already carries the answers the screen is drawn from (document-answers.ts).
 * Each app builds its own first screen for Node (`src/first-screen.tsx`, `vite build --ssr`, in
 * its build's hidden `.server/` folder): the same components, rendered with react-dom/server from
 * the document's answers. The browser paints that markup as soon as the document and its
 * stylesheets arrive; the app, when its code has run, hydrates it (React's `hydrateRoot`) instead
 * of drawing it again.
 *
 * Only pages whose first screen the document's answers decide are rendered here (the storefront's
 * pages, the tracking page); a rider's pages depend on the rider's session, which the server's
 * render does not read. A render that fails or is missing (the app built without its server
 * build) leaves the document as it was: the app draws the page itself.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import type { Logger } from './logger.ts';

/**
 * An app's `renderFirstScreen`: the page at `url` from its document's answers, and the request's
 * cookies for what the page remembers of its visitor (the tracking page: whether it has shown the
 * delivery code); the answers themselves are the same for every visitor. `time`: the wall clock the
 * screen is drawn at, which the browser's hydration draws it at too.
 */
type RenderFirstScreen = (
  url: string,
  answers: Readonly<Record<string, unknown>>,
  cookies: string | undefined,
  time: number,
) => Promise<string>;

/** A first screen and the time it was drawn at (epoch ms). */
export interface FirstScreen {
  readonly markup: string;
  readonly time: number;
}

/**
 * The clock a first screen is drawn at: to the minute, which is all a screen shows of it (opening
 * hours, schedule slots), so the documents of one minute are the same and keep their ETag.
 */
const MINUTE_MS = 60_000;
const screenTime = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** Renders with the first-screen module of the app built in `buildDir`, loaded on first use. */
export function firstScreenRenderer(buildDir: string) {
  const modulePath = path.join(buildDir, '.server', 'first-screen.js');
  let loaded: Promise<RenderFirstScreen> | null = null;
  return async (
    url: string,
    answers: Readonly<Record<string, unknown>>,
    cookies: string | undefined,
    logger: Logger,
  ): Promise<FirstScreen | null> => {
    if (!loaded) {
      if (!existsSync(modulePath)) return null;
      loaded = import(pathToFileURL(modulePath).href).then(
        (module: { renderFirstScreen: RenderFirstScreen }) => module.renderFirstScreen,
      );
    }
    try {
      const time = screenTime();
      return { markup: await (await loaded)(url, answers, cookies, time), time };
    } catch (error) {
      logger.warn('first screen render failed', { url, error: String(error) });
      return null;
    }
  };
}

const BOOT_ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** `html` with the screen in place of index.html's boot line, marked with its time for main.tsx. */
export function withFirstScreen(html: string, screen: FirstScreen | null): string {
  if (screen === null) return html;
  return html.replace(
    BOOT_ROOT,
    () => `<div id="root" ${FIRST_SCREEN_ATTRIBUTE}="${screen.time}">${screen.markup}</div>`,
  );
}
