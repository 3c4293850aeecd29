/**
 * A page's first screen rendered on the server (apps/server/src/http/first-screens.ts), with the
 * answers its document carries: the browser paints the page as soon as the document and its
 * stylesheets arrive instead of after the app's code, and main.tsx hydrates it.
 *
 * Built apart from the app (`vite build --ssr`, into dist/.server/), from the same modules.
 */

import { Providers } from '@comanda/app-shell';
import { AppRouter } from '@comanda/ui';
import { renderFirstScreenHtml } from '@comanda/ui/server';
import { AppRoutes } from './routes.tsx';

/** `time`: when the screen is drawn (epoch ms), which the browser's hydration draws it at too. */
export async function renderFirstScreen(
  url: string,
  answers: Readonly<Record<string, unknown>>,
  _cookies: string | undefined,
  time: number,
): Promise<string> {
  return await renderFirstScreenHtml(
    <Providers answers={answers}>
      <AppRouter url={url}>
        <AppRoutes />
      </AppRouter>
    </Providers>,
    time,
  );
}
