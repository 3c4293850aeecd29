/**
 * The server's side of a page's first screen (apps/server/src/http/first-screens.ts, through each
 * app's src/first-screen.tsx): the HTML the browser paints before the app's code, and that
 * mountApp then hydrates.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { RenderTimeProvider } from './hydration.tsx';

/**
 * `app` as HTML once everything in it has rendered (its lazy pages loaded), drawn at `time` (epoch
 * ms; the browser's hydration draws at the same time). Fails if any part failed: React would send
 * that part to the browser to draw again, and the server's copy is worth sending only whole.
 *
 * Every Suspense boundary is written in place (`progressiveChunkSize`): React writes a large one
 * apart, with an inline script that moves it into place, and the apps' Content-Security-Policy
 * runs no inline script (the boundary stayed hidden and was drawn again by the browser).
 */
export async function renderFirstScreenHtml(app: ReactNode, time: number): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(<RenderTimeProvider time={time}>{app}</RenderTimeProvider>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0];
  if (html.includes('<script')) throw new Error('the first screen needs an inline script, which the CSP does not run');
  return html;
}
