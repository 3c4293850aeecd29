/**
 * logistics/{alias}/shipments (follow-up §2 'Envíos'): the shipments and stacks looking for a
 * driver in the last 3 days, with refresh. A 403 sends the rider to the 404 page with a toast; a
 * rider the venue has not approved yet sees the waiting screen.
 */
import { useShipmentStacks, useShipments } from '@comanda/api/react';
import {
  SHIPMENT_STACKS_QUERY,
  shipmentListFailure,
  shipmentMessages,
  shipmentsListQuery,
} from '@comanda/domain/shipments';
import { notify, ShipmentList, useDocumentTitle, useNavigate } from '@comanda/ui';
import { useEffect, useMemo, useState } from 'react';
import { errorStatus } from '../../app/errors.ts';
import { PageMain } from '../../app/PageMain.tsx';
import { paths } from '../../app/paths.ts';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { keepEarlierRiderReads } from '../../pwa/rider-reads.ts';
import { PendingApproval } from '../../rider/PendingApproval.tsx';
import { RiderSessionFailed } from '../../rider/RiderSessionFailed.tsx';
import { useRiderIdentity } from '../../rider/useRiderIdentity.ts';
import { shipmentItems } from './shipment-items.ts';

export function ShipmentsPage() {
  const { alias, contact } = useBranchScope();
  const navigate = useNavigate();
  const { session, rider, pending, recheck, retry } = useRiderIdentity(alias);
  // What this visit read is kept by the service worker: the rider's screens open offline after it.
  useEffect(keepEarlierRiderReads, []);
  // The window ends "now": each refresh moves it, so shipments created since are listed too.
  const [refreshedAt, setRefreshedAt] = useState(() => new Date());
  const listQuery = useMemo(
    () => shipmentsListQuery({ branchContactId: contact.id, now: refreshedAt }),
    [contact.id, refreshedAt],
  );
  const list = useShipments(rider ? { query: listQuery } : null);
  const stackList = useShipmentStacks(
    rider ? { query: { ...SHIPMENT_STACKS_QUERY, branchContactId: contact.id } } : null,
  );
  const error = list.error ?? stackList.error;
  const failure = error ? shipmentListFailure(errorStatus(error)) : null;

  useDocumentTitle(`${shipmentMessages.listTitle} · ${contact.name}`);
  useEffect(() => {
    if (!failure?.redirectToNotFound) return;
    notify.error(failure.message);
    navigate(paths.accessDenied(alias), { replace: true });
  }, [failure?.redirectToNotFound, failure?.message, alias, navigate]);

  const items = useMemo(
    () => shipmentItems(alias, list.shipments?.shipments ?? [], stackList.stacks?.stacks ?? []),
    [alias, list.shipments, stackList.stacks],
  );
  if (session === 'failed') return <RiderSessionFailed branchName={contact.name} onRetry={retry} />;
  if (pending) return <PendingApproval branchName={contact.name} onRefresh={recheck} />;
  return (
    <PageMain>
      <ShipmentList
        shipments={items}
        loading={session !== 'fetched' || ((list.isLoading || stackList.isLoading) && !list.shipments)}
        error={failure && !failure.redirectToNotFound ? failure.message : null}
        refreshing={list.isValidating || stackList.isValidating}
        onRefresh={() => {
          setRefreshedAt(new Date());
          void stackList.mutate();
        }}
      />
    </PageMain>
  );
}
