import { ApiProvider } from '@comanda/api/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Retries a failed read a few times with backoff, then leaves the screen's error state to show. */
const swrOptions = { errorRetryCount: 3, dedupingInterval: 2000, revalidateOnFocus: false } as const;

/** `answers`: the first screen's reads, when the server renders it (src/first-screen.tsx). */
export function Providers({
  answers,
  children,
}: {
  readonly answers?: Readonly<Record<string, unknown>>;
  readonly children: ReactNode;
}) {
  return (
    <ApiProvider {...(answers ? { answers } : {})}>
      <SWRConfig value={swrOptions}>{children}</SWRConfig>
    </ApiProvider>
  );
}
