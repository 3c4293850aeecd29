/**
 * A page's first screen rendered on the server (apps/server/src/http/first-screens.ts), with the
 * answers its document carries: the browser paints the page as soon as the document and its
 * stylesheets arrive instead of after the app's code (issue #9), and main.tsx renders the app over
 * the same markup (Preact reuses the elements it finds).
 *
 * Built apart from the app (`vite build --ssr`, into dist/.server/), on Preact like the app.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { AppRoutes } from './routes.tsx';

export async function renderFirstScreen(url: string, answers: Readonly<Record<string, unknown>>): Promise<string> {
  return await renderToStringAsync(
    <Providers answers={answers}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
}
