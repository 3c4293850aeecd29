import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { mutate } from 'swr';
import { Providers } from './app/Providers.tsx';
import { captureInstallPrompt } from './pwa/install-prompt.ts';
import { registerServiceWorker } from './pwa/register.ts';
import { routes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

captureInstallPrompt();
// The first visit's menu reads went to the network before the worker took over: read them again
// through it, so the last menu seen is there offline (src/pwa/sw.ts caches the catalogue reads).
registerServiceWorker('/sw.js', '/', () => void mutate(() => true));

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes)} />
    </Providers>
  </StrictMode>,
);
