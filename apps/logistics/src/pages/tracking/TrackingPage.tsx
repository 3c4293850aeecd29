/**
 * logistics/tracking/order/{alias}/{orderCode} (follow-up §2 "Customer tracking page"): a
 * full-height map with the rider, the venue and the destination, the overlay, the same places in
 * words below the map, and the delivery code modal once. Live through the push channel; polled while there is no live connection.
 * Failures are only logged: the page keeps the last tracking object it read (an empty object
 * before the first), stays subscribed and keeps polling, whatever revalidates it.
 */
import { ORDER_ACCESS_PARAM, orderAccessQuery, type TrackingOutput } from '@comanda/api';
import { useAliasInfo, useTracking } from '@comanda/api/react';
import {
  applyTrackingPush,
  formatEtaRange,
  shouldPollTracking,
  TRACKING_POLL_INTERVAL_MS,
  type TrackingDataState,
  trackingDataTransition,
  trackingMarkers,
  trackingMessages,
  trackingTitle,
} from '@comanda/domain/tracking';
import {
  DeliveryCodeModal,
  LazyTrackingMap,
  LazyTrackingRoute,
  ThemeProvider,
  TrackingMapPlaceholder,
  TrackingOverlay,
  useDocumentTitle,
  useParams,
  useSearchParams,
} from '@comanda/ui';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLiveUpdates } from '../../state/live-updates.ts';
import { useDeliveryCodeModal } from './useDeliveryCodeModal.ts';
import { useLiveTracking } from './useLiveTracking.ts';

/** Decision: OpenStreetMap's tiles unless the build says otherwise (the server's MAP_TILE_URL default). */
const TILE_URL = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION = import.meta.env.VITE_MAP_TILE_ATTRIBUTION || '© OpenStreetMap';

const isTracking = (value: TrackingOutput | Record<string, never> | undefined): value is TrackingOutput =>
  Boolean(value && 'id' in value);

export function TrackingPage() {
  const { alias = '', orderCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const accessToken = searchParams.get(ORDER_ACCESS_PARAM);
  const access = useMemo(() => orderAccessQuery(accessToken), [accessToken]);
  const [dataState, setDataState] = useState<TrackingDataState>('idle');
  const [refreshing, setRefreshing] = useState(false);
  const live = useLiveUpdates();
  const {
    tracking: answer,
    error: trackingError,
    mutate,
  } = useTracking(
    { params: { alias, orderCode }, query: access },
    {
      // Before the first tracking object (no shipment yet) and without a live connection, poll.
      refreshInterval: dataState === 'idle' || shouldPollTracking(dataState, live) ? TRACKING_POLL_INTERVAL_MS : 0,
      onSuccess: (data) =>
        setDataState((state) => trackingDataTransition(state, isTracking(data) ? 'FETCH_SUCCEEDED' : 'FETCH_FAILED')),
    },
    { onRefreshFailed: (error) => console.error(trackingMessages.log.refreshFailed, error) },
  );
  const tracking = isTracking(answer) ? answer : null;
  useLiveTracking({
    dataState,
    trackingId: tracking?.id,
    access,
    onUpdate: (pushed) => {
      const { tracking: next, needsRead } = applyTrackingPush(tracking, pushed);
      void mutate(next, { revalidate: needsRead });
    },
    onListening: () => void mutate(),
  });

  // Leaflet (45 KB) is asked for once the order's state is on screen, in the next task: on a
  // phone's first visit it then does not share the network and the main thread with what the
  // customer came to read.
  const answered = answer !== undefined || trackingError !== undefined;
  const [mapWanted, setMapWanted] = useState(false);
  useEffect(() => {
    if (!answered || mapWanted) return;
    const afterPaint = setTimeout(() => setMapWanted(true));
    return () => clearTimeout(afterPaint);
  }, [answered, mapWanted]);

  const { aliasInfo } = useAliasInfo(alias ? { params: { alias } } : null);
  const branchConfig = aliasInfo?.branch?.generalConfig;
  const modal = useDeliveryCodeModal(tracking?.securityCode);

  const branchName = tracking?.branch.name ?? aliasInfo?.branch?.name;
  useDocumentTitle(`${trackingTitle(orderCode)}${branchName ? ` · ${branchName}` : ''}`);

  // A failed read never throws here: it answers the last tracking object (logged by the hook).
  const refresh = async () => {
    setRefreshing(true);
    setDataState((state) => trackingDataTransition(state, 'REFRESH'));
    await mutate();
    setRefreshing(false);
  };

  const markers = trackingMarkers({
    status: tracking?.status,
    rider: tracking?.rider?.lastLocation,
    branch: tracking?.branch.position,
    destination: tracking?.destination.position,
  });
  const overlay = (
    <TrackingOverlay
      code={tracking?.orderCode ?? orderCode}
      shippedAt={tracking?.shipmentDate ?? null}
      {...(tracking ? { timeZone: tracking.timeZone } : {})}
      status={tracking?.status ?? null}
      orderCanceled={tracking?.orderCanceled ?? false}
      rider={tracking?.rider ?? null}
      eta={formatEtaRange(tracking?.minETA, tracking?.maxETA)}
      securityCode={tracking?.securityCode ?? null}
      branchLogoUrl={tracking?.branch.logoUrl ?? aliasInfo?.branch?.customLogoURL ?? null}
      branchName={tracking?.branch.name ?? aliasInfo?.branch?.name ?? null}
      refreshing={refreshing}
      onRefresh={() => void refresh()}
    />
  );
  return (
    <ThemeProvider colorConfig={branchConfig?.colorConfig} fontFamily={branchConfig?.fontFamily}>
      <main data-live={live || undefined}>
        {/* The overlay shows over the map's frame until Leaflet has loaded, then over the map. */}
        {mapWanted ? (
          <Suspense fallback={<TrackingMapPlaceholder>{overlay}</TrackingMapPlaceholder>}>
            <LazyTrackingMap markers={markers} tileUrl={TILE_URL} attribution={TILE_ATTRIBUTION}>
              {overlay}
            </LazyTrackingMap>
          </Suspense>
        ) : (
          <TrackingMapPlaceholder>{overlay}</TrackingMapPlaceholder>
        )}
        {/* The map in words, below it: for a screen reader, and for whoever cannot read a map. */}
        {tracking && (
          <Suspense fallback={null}>
            <LazyTrackingRoute tracking={tracking} />
          </Suspense>
        )}
        {tracking?.securityCode && (
          <DeliveryCodeModal
            code={tracking.securityCode}
            open={modal.open}
            shownWithPage={modal.shownWithPage}
            onOpenChange={modal.onOpenChange}
          />
        )}
      </main>
    </ThemeProvider>
  );
}
