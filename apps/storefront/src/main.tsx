import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { Providers, registerServiceWorker } from '@comanda/app-shell';
import { warmUpTimeZoneData } from '@comanda/domain/schedule';
import { AppRouter, loadBrandFontWhenPageSettles, mountApp } from '@comanda/ui';
import { StrictMode } from 'react';
import { cacheEarlierReads } from './pwa/cache-earlier-reads.ts';
import { captureInstallPrompt } from './pwa/install-prompt.ts';
import { AppRoutes, loadPageAt } from './routes.tsx';
import { dinerLogContext } from './state/log-scope.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureInstallPrompt();
// The first visit's menu reads went to the network before the worker took over: the worker reads
// and keeps them, so the last menu seen is there offline (src/pwa/sw.ts caches the catalogue reads).
registerServiceWorker('/sw.js', '/', cacheEarlierReads);

const app = (
  <StrictMode>
    <Providers logContextOf={dinerLogContext}>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </Providers>
  </StrictMode>
);
// Over the first screen the server drew into the document (apps/server/src/http/first-screens.ts),
// or in place of index.html's boot line (@comanda/app-shell's boot.css).
mountApp(container, app, {
  firstScreenAttribute: FIRST_SCREEN_ATTRIBUTE,
  loadPage: () => loadPageAt(window.location.pathname),
  // Its first render reads the branch's wall clock.
  prepareFirstRender: warmUpTimeZoneData,
});
// The typeface comes after the page (packages/ui brand-font.ts: why, and what shows until then).
loadBrandFontWhenPageSettles();
