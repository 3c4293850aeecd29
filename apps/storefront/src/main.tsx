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
