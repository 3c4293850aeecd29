/**
 * The menu's header (diner §2 "Header", "Info table"): logo, social links, address, 'Cerrado'
 * and 'Ver horarios', the custom message, the order-mode tabs, 'Cambiar local', the info table,
 * the red closed banner and the closed-store notice shown once (diner §4), the account drawer
 * and 'PEDIDO EN CURSO': the signed-in diner's order in progress within 24 hours of the page's
 * `now` (diner §4), linking to its follow-up page.
 */
import type { OrderModeOutput } from '@comanda/api';
import { type OrderingStatus, orderingStatus, shouldShowClosedStoreModal } from '@comanda/domain/schedule';
import {
  ClosedStoreModal,
  ConfirmModal,
  DeliveryDestinationPlaceholder,
  Header,
  InfoTable,
  LazyHoursModal,
  useIsHydrating,
  useNavigate,
  useNow,
  whenPageSettles,
} from '@comanda/ui';
import { lazy, type MouseEvent, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { AccountButton } from '../../account/AccountButton.tsx';
import { useOrderInProgressHref } from '../../account/useMyOrders.ts';
import { supportChatOpener, useBranchScope } from '../../branch/BranchScope.tsx';
import { isInstalledApp } from '../../pwa/installed-app.ts';
import { useCart } from '../../state/cart-store.ts';
import { useLoadedUrl } from './images.ts';
import { menuPaths } from './links.ts';
import type { MenuDeliveryProps } from './MenuDelivery.tsx';
import { hoursOfModes } from './mode-hours.ts';
import { markClosedModalSeen, useClosedModalSeen } from './seen-closed-modal.ts';

/** The share link's code loads once the page has settled, ahead of the first tap. */
const loadShare = () => import('./share-store.ts');

async function shareStoreLink(name: string): Promise<void> {
  const { shareStore } = await loadShare();
  await shareStore(name, window.location.origin + window.location.pathname);
}

export function addressLine(address: { street: string; number: string; locality?: string | undefined }): string {
  return [`${address.street} ${address.number}`.trim(), address.locality].filter(Boolean).join(', ');
}

export function mapsHref(position: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`;
}

export interface MenuHeaderProps {
  readonly modes: readonly OrderModeOutput[];
  readonly mode: OrderModeOutput | null;
  readonly onModeChange: (modeId: string) => void;
  readonly itemsTotal: number;
  /** The mode's `orderingStatus` now (see `useOrderingStatus`). */
  readonly status: OrderingStatus;
  readonly now: number;
  /** The opening-hours modal, also opened from the closed banner. */
  readonly hoursOpen: boolean;
  readonly onHoursOpenChange: (open: boolean) => void;
}

const MenuDelivery = lazy(async () => ({ default: (await import('./MenuDelivery.tsx')).MenuDelivery }));

/**
 * The info table, with where the order goes and what delivery costs there once their code is in.
 * Memoised: a render of the header right after hydration (the back arrow's check) would otherwise
 * reach this boundary before its code is in, and React would swap the server's screen for the
 * fallback, moving the menu below it.
 */
const MenuDeliveryOnDemand = memo(function MenuDeliveryOnDemand({ table }: MenuDeliveryProps) {
  return (
    <Suspense
      fallback={
        <>
          {table.kind === 'delivery' && <DeliveryDestinationPlaceholder />}
          <InfoTable {...table} />
        </>
      }
    >
      <MenuDelivery table={table} />
    </Suspense>
  );
});

/** Whether and how the store takes orders now, read once when the page opens. */
export function useOrderingStatus(mode: OrderModeOutput | null): { status: OrderingStatus; now: number } {
  const { contact, timeZone } = useBranchScope();
  const now = useNow();
  return { status: orderingStatus({ mode, workingDays: contact.deliveryConfig.workingDays, now, timeZone }), now };
}

export function MenuHeader({
  modes,
  mode,
  onModeChange,
  itemsTotal,
  status,
  now,
  hoursOpen,
  onHoursOpenChange: setHoursOpen,
}: MenuHeaderProps) {
  const { alias, branch, contact, country, timeZone } = useBranchScope();
  const navigate = useNavigate();
  const { cart, empty } = useCart(alias);
  const [confirmStore, setConfirmStore] = useState(false);
  useEffect(() => whenPageSettles(() => void loadShare()), []);
  // Mounted once first opened (its code loads then), and kept so it can animate its closing.
  const hoursAsked = useRef(false);
  if (hoursOpen) hoursAsked.current = true;
  const orderInProgressHref = useOrderInProgressHref(now);
  const logo = useLoadedUrl(branch.customLogoURL);
  const bannerLogo = useLoadedUrl(branch.withCustomBannerLogo ? branch.customBannerLogoURL : null);
  const backgroundLogo = useLoadedUrl(branch.withCustomBackgroundLogo ? branch.customLogoURL : null);
  // The server cannot know where the page is opened: its screen, and so the hydration, has no arrow.
  const showBack = !useIsHydrating() && isInstalledApp();
  const workingDays = contact.deliveryConfig.workingDays;
  // Closed for this visit even where the browser cannot keep that it was seen (storage blocked).
  const [closedModalClosed, setClosedModalClosed] = useState(false);
  const closedModalSeen = useClosedModalSeen(alias);
  const closedModalOpen = !closedModalClosed && shouldShowClosedStoreModal({ ...status, seen: closedModalSeen });
  const address = addressLine(contact.address);
  const changeBranchHref = menuPaths.menu(contact.branch.alias);
  const takeAway = modes.find((m) => m.type === 'TAKE_AWAY');
  const isDelivery = mode?.type === 'DELIVERY';
  const informativeMenu = status.availability === null;
  const table = useMemo<MenuDeliveryProps['table'] | null>(
    () =>
      mode && {
        kind: isDelivery ? 'delivery' : 'pickup',
        delay:
          mode.minDelayInMinutes !== undefined && mode.maxDelayInMinutes !== undefined
            ? { minMinutes: mode.minDelayInMinutes, maxMinutes: mode.maxDelayInMinutes }
            : null,
        itemsTotal,
        country,
        takeAwayName: takeAway?.showName ?? null,
        informativeMenu,
      },
    [mode, isDelivery, itemsTotal, country, takeAway?.showName, informativeMenu],
  );

  const closeClosedModal = (open: boolean) => {
    if (open) return;
    setClosedModalClosed(true);
    markClosedModalSeen(alias);
  };

  return (
    <>
      <Header
        branchName={contact.name}
        logoUrl={logo.url ?? null}
        logoLoading={logo.loading}
        bannerLogoUrl={bannerLogo.url ?? null}
        backgroundLogoUrl={backgroundLogo.url ?? null}
        showBack={showBack}
        onBack={() => window.history.back()}
        onShare={() => void shareStoreLink(contact.name)}
        onOpenChat={supportChatOpener(branch) ?? undefined}
        social={{
          instagramUrl: branch.social.instagram ?? null,
          facebookUrl: branch.social.facebook ?? null,
          callPhone: contact.callPhone ?? null,
          whatsAppPhone: contact.whatsAppPhone ?? null,
        }}
        address={address}
        addressHref={mapsHref(contact.position)}
        closed={status.headerLabel !== null}
        onShowHours={() => setHoursOpen(true)}
        customMessage={branch.customMessage ?? null}
        orderModes={modes.map((m) => ({ id: m.id, name: m.showName }))}
        currentModeId={mode?.id ?? null}
        onModeChange={onModeChange}
        changeBranchHref={changeBranchHref}
        orderInProgressHref={orderInProgressHref}
        actions={<AccountButton />}
        onChangeBranch={(event: MouseEvent<HTMLElement>) => {
          if (cart.items.length === 0) return;
          event.preventDefault();
          setConfirmStore(true);
        }}
        infoTable={table && <MenuDeliveryOnDemand table={table} />}
      />
      {hoursAsked.current && (
        <Suspense fallback={null}>
          <LazyHoursModal
            open={hoursOpen}
            onOpenChange={setHoursOpen}
            storeName={contact.name}
            address={address}
            workingDays={workingDays}
            orderModes={hoursOfModes(modes, workingDays, now, timeZone)}
            now={now}
            timeZone={timeZone}
          />
        </Suspense>
      )}
      <ClosedStoreModal open={closedModalOpen} onOpenChange={closeClosedModal} canSchedule={status.canSchedule} />
      <ConfirmModal
        reason="changeStore"
        open={confirmStore}
        onOpenChange={setConfirmStore}
        onConfirm={() => {
          empty();
          navigate(changeBranchHref);
        }}
      />
    </>
  );
}
