/**
 * logistics/{alias}/shipments/{shipmentType}/{shipmentId} (follow-up §2 "Rider shipment detail"):
 * a single shipment or a stack, moved through its statuses with the slider.
 */
import { isShipmentType, riderShipmentListPath } from '@comanda/domain/rider';
import { chooseStackShipment, isAssignedToRider, shipmentMessages } from '@comanda/domain/shipments';
import { showsRiderPosition } from '@comanda/domain/tracking';
import { PendingSteps, ShipmentDetail, useDocumentTitle, useParams } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { PageMain } from '../../app/PageMain.tsx';
import { NotFoundPage } from '../../app/RouteError.tsx';
import { useBranchScope } from '../../branch/BranchScope.tsx';
import { keepEarlierRiderReads } from '../../pwa/rider-reads.ts';
import { PendingApproval } from '../../rider/PendingApproval.tsx';
import { RiderSessionFailed } from '../../rider/RiderSessionFailed.tsx';
import { useRiderIdentity } from '../../rider/useRiderIdentity.ts';
import { useKeptSteps } from '../../steps/useKeptSteps.ts';
import { detailDrops, detailProps, heldState, withKeptSteps } from './detail-props.ts';
import { useHeldShipment } from './useHeldShipment.ts';
import { useRiderPositionReport } from './useRiderPositionReport.ts';
import { useShipmentSteps } from './useShipmentSteps.ts';

/** The page vibrates itself once the update's outcome is known; the slider stays silent. */
const silent = () => undefined;

export function ShipmentDetailPage() {
  const { shipmentType, shipmentId = '' } = useParams();
  if (!isShipmentType(shipmentType) || !shipmentId) return <NotFoundPage />;
  return <Detail key={`${shipmentType}-${shipmentId}`} type={shipmentType} id={shipmentId} />;
}

function Detail({ type, id }: { readonly type: 'simple' | 'stack'; readonly id: string }) {
  const { alias, contact, timeZone } = useBranchScope();
  const { session, rider, pending, recheck, retry } = useRiderIdentity(alias);
  // What this visit read is kept by the service worker: the shipment opens offline after it.
  useEffect(keepEarlierRiderReads, []);
  const fetched = useHeldShipment(type, id, Boolean(rider));
  const { error, isLoading, isValidating, refresh, reload } = fetched;
  const kept = useKeptSteps(rider?.riderId, reload);
  const held = fetched.held && rider ? withKeptSteps(fetched.held, kept.pending, rider.riderId) : fetched.held;
  const { step, cancel, updating, canceling, expired, deliveryCodeError } = useShipmentSteps({
    held,
    rider,
    reload,
    take: kept.take,
  });
  // The rider's choice of the next drop-off of a stack: id → stacking order.
  const [chosenOrder, setChosenOrder] = useState<Record<string, number>>({});
  const state = held ? heldState(held) : null;
  useRiderPositionReport(
    Boolean(rider && state && !expired && showsRiderPosition(state.status) && isAssignedToRider(state, rider.riderId)),
  );

  const props = held ? detailProps(held, chosenOrder) : null;
  const code = props?.code;
  useDocumentTitle(`${code ? `Pedido ${code}` : shipmentMessages.listTitle} · ${contact.name}`);

  const chooseCurrent = (shipmentId: string) => {
    if (!held) return;
    const sorted = chooseStackShipment(detailDrops(held, chosenOrder), shipmentId);
    setChosenOrder(Object.fromEntries(sorted.map((drop) => [drop.id, drop.stackingOrder])));
  };

  if (session === 'failed') return <RiderSessionFailed branchName={contact.name} onRetry={retry} />;
  if (pending) return <PendingApproval branchName={contact.name} onRefresh={recheck} />;
  return (
    <PageMain>
      <PendingSteps offline={!kept.online} pending={kept.pending} refused={kept.refused} onDismiss={kept.dismiss} />
      <ShipmentDetail
        type={type}
        id={id}
        code=""
        date=""
        status=""
        pickupAddress=""
        drops={[]}
        {...props}
        expiredByOther={expired || (props?.expiredByOther ?? false)}
        timeZone={timeZone}
        riderId={rider?.riderId ?? ''}
        listHref={riderShipmentListPath(alias)}
        loading={session !== 'fetched' || (isLoading && !held)}
        error={error && !held ? shipmentMessages.loadFailed : null}
        refreshing={isValidating}
        onRefresh={refresh}
        canceling={canceling}
        onCancel={() => void cancel()}
        {...(type === 'stack' ? { onChooseCurrent: chooseCurrent } : {})}
        updating={updating}
        onStep={(next, securityCode) => void step(next, securityCode)}
        deliveryCodeError={deliveryCodeError}
        vibrate={silent}
      />
    </PageMain>
  );
}
