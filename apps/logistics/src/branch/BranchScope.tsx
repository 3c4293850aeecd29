/**
 * The frame of the rider screens below '/:alias/…': the shell's branch scope for the rider link's
 * alias, with each page's code awaited inside it.
 */
import { PageLoading, BranchScope as ShellBranchScope } from '@comanda/app-shell';
import { riderMessages } from '@comanda/domain/rider';
import { shipmentMessages } from '@comanda/domain/shipments';
import { useParams } from '@comanda/ui';
import { type ReactNode, Suspense } from 'react';

export { type BranchScopeValue, PageLoading, useBranchScope } from '@comanda/app-shell';

/** Follow-up §8's generic message: the rider's screens never go blank when a read fails. */
const failedRead = { title: shipmentMessages.generic, retryLabel: riderMessages.retry };

const unknownBranch = {
  message: 'Revisá el enlace que te compartió tu local.',
  action: { label: 'Ir al inicio', href: '/logistics/' },
};

/** Layout route of '/:alias/…'. */
export function BranchScope({ children }: { readonly children: ReactNode }) {
  const alias = useParams().alias ?? '';
  return (
    <ShellBranchScope alias={alias} unknownBranch={unknownBranch} failedRead={failedRead}>
      {/* Inside the scope, not around the routes: the Toaster stays while the next page's chunk arrives. */}
      <Suspense fallback={<PageLoading landmark={false} />}>{children}</Suspense>
    </ShellBranchScope>
  );
}
