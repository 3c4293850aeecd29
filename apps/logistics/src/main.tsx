import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/Providers.tsx';
import { registerServiceWorker } from './pwa/register.ts';
import { routes } from './routes.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

registerServiceWorker('/logistics/sw.js', '/logistics/');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={createBrowserRouter(routes, { basename: '/logistics' })} />
    </Providers>
  </StrictMode>,
);
