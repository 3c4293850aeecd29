/**
 * What a rider the venue has not approved yet sees instead of the shipments: they can take
 * nothing until staff approve them; 'Actualizar' asks again.
 */
import { riderMessages } from '@comanda/domain/rider';
import { trackingMessages } from '@comanda/domain/tracking';
import { StatusScreen, useDocumentTitle } from '@comanda/ui';
import { PageMain } from '../app/PageMain.tsx';

export function PendingApproval({
  branchName,
  onRefresh,
}: {
  readonly branchName: string;
  readonly onRefresh: () => void;
}) {
  useDocumentTitle(`${riderMessages.pendingApprovalTitle} · ${branchName}`);
  return (
    <PageMain>
      <StatusScreen
        icon="locked"
        title={riderMessages.pendingApprovalTitle}
        message={riderMessages.pendingApproval}
        action={{ label: trackingMessages.refresh, onClick: onRefresh }}
      />
    </PageMain>
  );
}
