import type { ReactNode } from 'react';

/** The rider screens' frame: one column from 320 px up. */
export function PageMain({ children }: { readonly children: ReactNode }) {
  return (
    <main style={{ minHeight: '100dvh', padding: 16, maxWidth: 560, marginInline: 'auto', boxSizing: 'border-box' }}>
      {children}
    </main>
  );
}
