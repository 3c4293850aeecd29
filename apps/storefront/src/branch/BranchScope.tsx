/**
 * The storefront's frame of a branch's pages (menu, cart, checkout, follow-up, survey): the shell's
 * branch scope, with the branch's analytics and its install manifest.
 */
import { BranchScope as ShellBranchScope, PageLoading as ShellPageLoading, useBranchScope } from '@comanda/app-shell';
import type { ReactNode } from 'react';
import { BranchAnalytics } from '../analytics/BranchAnalytics.tsx';
import { BranchManifest } from '../pwa/BranchManifest.tsx';

export { type BranchScopeValue, useBranchScope } from '@comanda/app-shell';

/** A storefront page that is loading is the page's main content, unless it loads inside a page's layout. */
export function PageLoading({ label, landmark = true }: { readonly label?: string; readonly landmark?: boolean }) {
  return <ShellPageLoading landmark={landmark} {...(label ? { label } : {})} />;
}

const unknownBranch = {
  message: 'Revisá el enlace o buscá el local en la guía.',
  action: { label: 'Ver locales', href: '/' },
};

export function BranchScope({ alias, children }: { readonly alias: string; readonly children: ReactNode }) {
  return (
    <ShellBranchScope alias={alias} unknownBranch={unknownBranch}>
      <BranchExtras />
      {children}
    </ShellBranchScope>
  );
}

function BranchExtras() {
  const { alias, branch } = useBranchScope();
  return (
    <>
      <BranchAnalytics branch={branch} />
      <BranchManifest alias={alias} branch={branch} />
    </>
  );
}
