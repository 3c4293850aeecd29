import type { DinerLogContext } from '@comanda/api';
import { parseError } from '@comanda/api';
import { ApiProvider } from '@comanda/api/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

/**
 * Retries a failed read a few times with backoff; a 4xx (no session, forbidden, not found) is an
 * answer, not a hiccup, so it is never retried.
 */
const swrOptions: SWRConfiguration = {
  errorRetryCount: 3,
  dedupingInterval: 2000,
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    const { status } = parseError(error);
    if (status >= 400 && status < 500) return;
    if (retryCount >= (config.errorRetryCount ?? 3)) return;
    setTimeout(() => revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/**
 * `answers`: the first screen's reads, when the server renders it (src/first-screen.tsx).
 * `logContextOf`: the page's context added to each failure logged to POST /api/diner/log.
 */
export function Providers({
  answers,
  logContextOf,
  children,
}: {
  readonly answers?: Readonly<Record<string, unknown>>;
  readonly logContextOf?: () => DinerLogContext;
  readonly children: ReactNode;
}) {
  return (
    <ApiProvider {...(answers ? { answers } : {})} logContextOf={logContextOf}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ApiProvider>
  );
}
