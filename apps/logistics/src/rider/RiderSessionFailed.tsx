/**
 * What a rider screen shows when the rider's session could not be read (the network or the
 * server failed, not a refusal): the generic message of follow-up §8 and 'Reintentar', never a
 * blank page.
 */
import { riderMessages } from '@comanda/domain/rider';
import { shipmentMessages } from '@comanda/domain/shipments';
import { StatusScreen, useDocumentTitle } from '@comanda/ui';
import { PageMain } from '../app/PageMain.tsx';

export function RiderSessionFailed({
  branchName,
  onRetry,
}: {
  readonly branchName: string;
  readonly onRetry: () => void;
}) {
  useDocumentTitle(`${riderMessages.pageTitle} · ${branchName}`);
  return (
    <PageMain>
      <StatusScreen title={shipmentMessages.generic} action={{ label: riderMessages.retry, onClick: onRetry }} />
    </PageMain>
  );
}
