import { wallClockAt } from '@comanda/domain';
import { loadBrandFontWhenPageSettles } from '@comanda/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { cacheEarlierReads } from './pwa/cache-earlier-reads.ts';
import { captureInstallPrompt } from './pwa/install-prompt.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { AppRoutes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// index.html's boot line (src/app/boot.css) gives way to the app.
container.replaceChildren();

// A page's first wall-clock reading loads the runtime's time-zone data (about 20 ms on a phone, as
// long as the rest of the menu's schedule work): taken in a task of its own while the page's chunks
// load, not inside the page's first render (which has its data at once: the document answers it).
setTimeout(() => wallClockAt(Date.now()));

captureInstallPrompt();
// The first visit's menu reads went to the network before the worker took over: the worker reads
// and keeps them, so the last menu seen is there offline (src/pwa/sw.ts caches the catalogue reads).
registerServiceWorker('/sw.js', '/', cacheEarlierReads);

createRoot(container).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
// The typeface comes after the page (packages/ui brand-font.ts: why, and what shows until then).
loadBrandFontWhenPageSettles();
