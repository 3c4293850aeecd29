import { ApiProvider } from '@comanda/api/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Retries a failed read a few times with backoff, then leaves the screen's error state to show. */
const swrOptions = { errorRetryCount: 3, dedupingInterval: 2000, revalidateOnFocus: false } as const;

export function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <ApiProvider>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ApiProvider>
  );
}
