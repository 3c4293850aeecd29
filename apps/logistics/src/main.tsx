import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { Providers, registerServiceWorker } from '@comanda/app-shell';
import { warmUpTimeZoneData } from '@comanda/domain/schedule';
import { AppRouter, loadBrandFontWhenPageSettles, mountApp } from '@comanda/ui';
import { StrictMode } from 'react';
import { AppRoutes, loadPageAt } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker('/logistics/sw.js', '/logistics/');

const app = (
  <StrictMode>
    <Providers>
      <AppRouter base="/logistics">
        <AppRoutes />
      </AppRouter>
    </Providers>
  </StrictMode>
);
// Over the first screen the server drew into the document (apps/server/src/http/first-screens.ts),
// or in place of index.html's boot line (@comanda/app-shell's boot.css).
mountApp(container, app, {
  firstScreenAttribute: FIRST_SCREEN_ATTRIBUTE,
  loadPage: () => loadPageAt(window.location.pathname.slice('/logistics'.length)),
  // Its first render reads the branch's wall clock.
  prepareFirstRender: warmUpTimeZoneData,
});
// The typeface comes after the page (packages/ui brand-font.ts: why, and what shows until then).
loadBrandFontWhenPageSettles();
