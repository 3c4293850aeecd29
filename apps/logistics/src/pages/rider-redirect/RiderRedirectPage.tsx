/**
 * logistics/{alias}/rider/{riderId}/shipments (follow-up §2, §4): looks up the rider's shipment
 * in progress and goes to its detail (with a toast pointing to it), otherwise to the list.
 */
import { useShipmentInProgress } from '@comanda/api/react';
import {
  type RedirectPageState,
  redirectPageTransition,
  riderMessages,
  riderRedirectTarget,
} from '@comanda/domain/rider';
import { notify, Text, useDocumentTitle, useNavigate, VisuallyHidden } from '@comanda/ui';
import { useEffect } from 'react';
import { PageMain } from '../../app/PageMain.tsx';
import { routerPath } from '../../app/paths.ts';
import { PageLoading, useBranchScope } from '../../branch/BranchScope.tsx';

export function RiderRedirectPage() {
  const { alias, contact } = useBranchScope();
  const navigate = useNavigate();
  // Its failures answer the "no shipment in progress" fallback, so the rider lands on the list.
  const { shift, isLoading, isValidating } = useShipmentInProgress();
  // A cached answer may be stale (a shipment since delivered): wait for the fresh one.
  const state: RedirectPageState =
    shift && !isValidating
      ? redirectPageTransition('loading', 'RECEIVED')
      : isLoading || isValidating
        ? redirectPageTransition('idle', 'FETCH')
        : 'idle';

  useDocumentTitle(`${riderMessages.pageTitle} · ${contact.name}`);
  useEffect(() => {
    if (state !== 'loaded') return;
    const inProgress = shift?.shipmentInProgress;
    if (inProgress) notify.info(riderMessages.shipmentInProgress);
    navigate(routerPath(riderRedirectTarget(alias, inProgress)), { replace: true });
  }, [state, shift, alias, navigate]);

  return (
    <PageMain>
      {/* The page only passes through, but while it looks up it is still a page: it says whose. */}
      <VisuallyHidden>
        <Text as="h1">{riderMessages.pageTitle}</Text>
      </VisuallyHidden>
      <PageLoading landmark={false} />
    </PageMain>
  );
}
