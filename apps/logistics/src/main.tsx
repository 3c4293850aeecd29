import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { warmUpTimeZoneData } from '@comanda/domain';
import { loadBrandFontWhenPageSettles, takeOverFirstScreen } from '@comanda/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { registerServiceWorker } from './pwa/register.ts';
import { AppRoutes, loadPageAt } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// In a task of its own, not inside the tracking page's first render (its order's date and time).
setTimeout(warmUpTimeZoneData);

registerServiceWorker('/logistics/sw.js', '/logistics/');

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter basename="/logistics">
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
// The server drew the page's first screen into the document (apps/server/src/http/first-screens.ts):
// once it is on screen and the page's code has run (a page still loading would show nothing
// meanwhile), the app takes over its elements, and the root says so (the attribute goes). Else
// index.html's boot line (src/app/boot.css) gives way to the app.
if (container.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) {
  takeOverFirstScreen(
    container,
    () => loadPageAt(window.location.pathname.slice('/logistics'.length)),
    () => {
      hydrateRoot(container, app);
      container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    },
  );
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
// The typeface comes after the page (packages/ui brand-font.ts: why, and what shows until then).
loadBrandFontWhenPageSettles();
