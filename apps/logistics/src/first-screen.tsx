/**
 * The tracking page's first screen rendered on the server (apps/server/src/http/first-screens.ts),
 * with the answers its document carries: the customer sees the order's state as soon as the
 * document and its stylesheets arrive instead of after the app's code, and main.tsx
 * hydrates it. The rider's pages depend on the rider's session and are not rendered here.
 *
 * Built apart from the app (`vite build --ssr`, into dist/.server/), from the same modules.
 */

import { Providers } from '@comanda/app-shell';
import { AppRouter } from '@comanda/ui';
import { renderFirstScreenHtml } from '@comanda/ui/server';
import { AppRoutes } from './routes.tsx';
import { RequestCookiesProvider } from './state/page-cookies.tsx';

/**
 * `cookies`: the request's Cookie header, for what the page remembers of its visitor
 * (state/page-cookies.tsx); `time`: when the screen is drawn (epoch ms), which the browser's
 * hydration draws it at too.
 */
export async function renderFirstScreen(
  url: string,
  answers: Readonly<Record<string, unknown>>,
  cookies: string | undefined,
  time: number,
): Promise<string> {
  return await renderFirstScreenHtml(
    <Providers answers={answers}>
      <RequestCookiesProvider header={cookies}>
        <AppRouter base="/logistics" url={url}>
          <AppRoutes />
        </AppRouter>
      </RequestCookiesProvider>
    </Providers>,
    time,
  );
}
