/**
 * The frame of the rider screens below '/:alias/…': the shell's branch scope for the rider link's
 * alias, with each page's code awaited inside it.
 */
import { PageLoading, BranchScope as ShellBranchScope } from '@comanda/app-shell';
import { useParams } from '@comanda/ui';
import { type ReactNode, Suspense } from 'react';

export { type BranchScopeValue, PageLoading, useBranchScope } from '@comanda/app-shell';

const unknownBranch = {
  message: 'Revisá el enlace que te compartió tu local.',
  action: { label: 'Ir al inicio', href: '/logistics/' },
};

/** Layout route of '/:alias/…'. */
export function BranchScope({ children }: { readonly children: ReactNode }) {
  const alias = useParams().alias ?? '';
  return (
    <ShellBranchScope alias={alias} unknownBranch={unknownBranch}>
      {/* Inside the scope, not around the routes: the Toaster stays while the next page's chunk arrives. */}
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ShellBranchScope>
  );
}
