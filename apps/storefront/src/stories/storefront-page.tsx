/** The storefront at a URL for the page stories, answered by whatever MSW handlers the story sets. */
import { Providers } from '@comanda/app-shell';
import { AppRouter } from '@comanda/ui';
import { SWRConfig } from 'swr';
import { AppRoutes } from '../routes.tsx';

/** A page at `url`, with a cache of its own so one story's answers never show in another. */
export function StorefrontPage({ url }: { readonly url: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Providers>
        <AppRouter url={url}>
          <AppRoutes />
        </AppRouter>
      </Providers>
    </SWRConfig>
  );
}
