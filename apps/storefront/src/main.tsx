import { FIRST_SCREEN_ATTRIBUTE } from '@comanda/api';
import { warmUpTimeZoneData } from '@comanda/domain';
import { loadBrandFontWhenPageSettles, mountApp } from '@comanda/ui';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { cacheEarlierReads } from './pwa/cache-earlier-reads.ts';
import { captureInstallPrompt } from './pwa/install-prompt.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { AppRoutes, loadPageAt } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The time-zone data (ICU's: ≈ 15 ms, four times that on a phone) is loaded before the page's first
// render reads a wall clock. Over a screen the server drew, in the entry's own task: nothing there
// responds before the app takes it over (a tap is held), so a task of its own only adds one more
// long task after the paint, which Lighthouse counts as blocking (menu TBT 264 -> 188 ms, 7 runs;
// docs/performance.md §2). Where the app draws the page, in a task of its own after the entry's.
if (container.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) warmUpTimeZoneData();
else setTimeout(warmUpTimeZoneData);

captureInstallPrompt();
// The first visit's menu reads went to the network before the worker took over: the worker reads
// and keeps them, so the last menu seen is there offline (src/pwa/sw.ts caches the catalogue reads).
registerServiceWorker('/sw.js', '/', cacheEarlierReads);

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);
// Over the first screen the server drew into the document (apps/server/src/http/first-screens.ts),
// or in place of index.html's boot line (src/app/boot.css).
mountApp(container, app, {
  firstScreenAttribute: FIRST_SCREEN_ATTRIBUTE,
  loadPage: () => loadPageAt(window.location.pathname),
});
// The typeface comes after the page (packages/ui brand-font.ts: why, and what shows until then).
loadBrandFontWhenPageSettles();
