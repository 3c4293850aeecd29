import { loadBrandFontWhenPageSettles } from '@comanda/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { registerServiceWorker } from './pwa/register.ts';
import { AppRoutes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// index.html's boot line (src/app/boot.css) gives way to the app.
container.replaceChildren();

registerServiceWorker('/logistics/sw.js', '/logistics/');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <BrowserRouter basename="/logistics">
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
// The typeface comes after the page (packages/ui brand-font.ts: why, and what shows until then).
loadBrandFontWhenPageSettles();
