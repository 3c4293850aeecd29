/**
 * The order follow-up page (follow-up §2): header, four-step tracker, actions and detail table,
 * refetched whenever the page becomes visible again (`useOrder` revalidates on focus) and polled
 * while it is open and the order still moves. A failed refresh is logged and the page keeps the
 * order it shows.
 */
import { dinerCalls } from '@comanda/api';
import { callKey, useLoyaltyProgram, useOrder } from '@comanda/api/react';
import { isProgramAvailableAt } from '@comanda/domain/loyalty';
import {
  dinerActions,
  isTerminalOrderStatus,
  ORDER_FOLLOW_UP_POLL_INTERVAL_MS,
  type OrderStatus,
  orderMessages,
  orderStatusView,
  orderSupportLinks,
  paymentKindOf,
  venueSupportPhone,
} from '@comanda/domain/order';
import { REFRESH_FAILED_LOG } from '@comanda/domain/tracking';
import {
  Button,
  CardPaymentModal,
  InstallAppModal,
  OrderActions,
  OrderDetailTable,
  OrderHeader,
  OrderLoyaltyModal,
  OrderTracker,
  orderLoyaltyTexts,
  PageLayout,
  ReportErrorModal,
  reportErrorModalTexts,
  Stack,
  Text,
  useDocumentTitle,
  useNow,
  useSearchParams,
} from '@comanda/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useReorderOrder } from '../../account/useReorderOrder.tsx';
import { PageLoading, supportChatOpener, useBranchScope } from '../../branch/BranchScope.tsx';
import { useInstallPrompt } from '../../pwa/install-prompt.ts';
import { NotesEditorModal, notesEditorTexts } from './NotesEditorModal.tsx';
import { OrderLoadError } from './OrderLoadError.tsx';
import { useOrderAccess } from './order-access.ts';
import { orderDetailProps } from './order-view.ts';
import { flags, isFlagOn } from './query-flags.ts';
import { SupportModal } from './SupportModal.tsx';
import { useCardPayment } from './useCardPayment.ts';
import { useEditNotes } from './useEditNotes.ts';
import { usePaymentReturn } from './usePaymentReturn.ts';
import { useRefreshAfterUpdate } from './useRefreshAfterUpdate.ts';
import { useReportError } from './useReportError.ts';

type OpenModal = 'report' | 'notes' | 'card' | 'install' | 'support' | 'loyalty' | null;

/** Polled while the order can still change; a delivered or canceled order stays as it is. */
const liveOrder = {
  refreshInterval: (order: { readonly status: OrderStatus } | undefined) =>
    order && isTerminalOrderStatus(order.status) ? 0 : ORDER_FOLLOW_UP_POLL_INTERVAL_MS,
};
/** The reason's label as the diner chose it; an error type the page does not know reads as 'Otro'. */
const reportErrorReason = (type: string): string =>
  (reportErrorModalTexts.reasons as Record<string, string>)[type] ?? reportErrorModalTexts.reasons.OTHER;

const keepOrderOnFailure = { onRefreshFailed: (error: unknown) => console.error(REFRESH_FAILED_LOG, error) };

export function OrderFollowUp({ orderCode }: { readonly orderCode: string }) {
  const { alias, contact, country, timeZone, branch } = useBranchScope();
  const [searchParams, setSearchParams] = useSearchParams();
  const access = useOrderAccess();
  const orderInput = useMemo(
    () => ({ params: { branchContactCode: alias, orderCode }, query: access }),
    [alias, orderCode, access],
  );
  const { order, error } = useOrder(orderInput, liveOrder, keepOrderOnFailure);
  const now = useNow(30_000);
  // The hook's own `mutate` is untyped; the global one revalidates the same key.
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => void mutate(callKey(dinerCalls.getOrder, orderInput)), [mutate, orderInput]);

  const [modal, setModal] = useState<OpenModal>(() => {
    if (isFlagOn(searchParams, flags.showPwa)) return 'install';
    return null;
  });
  const closeModal = (open: boolean) => {
    if (!open) setModal(null);
  };

  useRefreshAfterUpdate(isFlagOn(searchParams, flags.refreshAfterUpdate));
  const dropQuery = useCallback(
    (name: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  // The install offer shows once: a reload or a shared link does not offer it again.
  const offersInstall = searchParams.has(flags.showPwa);
  useEffect(() => {
    if (offersInstall) dropQuery(flags.showPwa);
  }, [offersInstall, dropQuery]);
  const dropPaymentToken = useCallback(() => {
    dropQuery(flags.paymentReturn);
    refresh();
  }, [dropQuery, refresh]);
  const { confirming } = usePaymentReturn({
    orderCode,
    token: searchParams.get(flags.paymentReturn),
    onDone: dropPaymentToken,
  });
  const card = useCardPayment(order?.id, refresh);
  const { report, reporting } = useReportError(orderCode, access, refresh);
  const notes = useEditNotes(
    order ? { code: order.code, branchContactId: order.branchContact.id } : undefined,
    access,
    refresh,
  );
  const install = useInstallPrompt();
  const repeat = useReorderOrder(alias);
  const { loyaltyProgram } = useLoyaltyProgram({ params: { id: branch.id } });
  const pointsName =
    loyaltyProgram && 'name' in loyaltyProgram && isProgramAvailableAt(loyaltyProgram, contact.id)
      ? loyaltyProgram.name
      : null;

  useDocumentTitle(order ? `Pedido ${order.code} — ${contact.name}` : `Mi pedido — ${contact.name}`);

  const venuePhone = venueSupportPhone(order?.branchContact ?? contact);
  const support = orderSupportLinks(venuePhone, orderCode);
  const wantsSupport = searchParams.get(flags.openSupport) === 'true';
  const openChat = supportChatOpener(branch);
  const canSupport = Boolean(venuePhone || openChat);
  useEffect(() => {
    if (wantsSupport && canSupport) setModal((current) => current ?? 'support');
  }, [wantsSupport, canSupport]);

  if (error && !order) return <OrderLoadError error={error} alias={alias} onRetry={refresh} />;
  // SWR calls a read "loading" while the page's first answer (the document's) is being revalidated: the order shows.
  if (!order) return <PageLoading label="Cargando tu pedido" />;

  const view = orderStatusView({
    status: order.status,
    onlinePayment: order.paymentType.online,
    paymentStatus: order.paymentStatus,
    orderedAt: order.orderedAt,
    now: new Date(now),
    paymentInProgress: confirming || card.paying,
  });
  const actions = dinerActions({
    status: order.status,
    venuePhone,
    paymentPending: view.paymentPending,
    hasShipment: Boolean(order.shipment),
    trackingAllowed: order.shipment?.allowTracking ?? false,
    trackingUrl: order.shipment?.trackingUrl ?? null,
    securityCode: order.shipment?.securityCode ?? null,
  });
  const canPay = view.paymentPending && !view.paymentExpired && !confirming;

  return (
    <PageLayout>
      <Stack gap="md">
        <OrderHeader
          code={order.code}
          type={order.type}
          orderedAt={order.orderedAt}
          timeZone={timeZone}
          total={order.total}
          country={country}
          paymentIcon={paymentKindOf(order.paymentType)}
          paymentLabel={order.paymentType.showName}
          scheduledAt={order.scheduled ? (order.scheduledAt ?? null) : null}
        />
        {order.orderError && (
          <Text role="note" size="sm" weight="medium" data-slot="order-error">
            {orderMessages.errorReported(reportErrorReason(order.orderError.errorType))}
          </Text>
        )}
        <OrderTracker view={view} />
        <OrderActions
          actions={actions}
          showPay={canPay}
          paying={card.paying}
          cancelHref={support.cancelHref}
          contactHref={support.contactHref}
          {...(order.shipment?.trackingUrl ? { trackingHref: order.shipment.trackingUrl } : {})}
          securityCode={order.shipment?.securityCode ?? null}
          onPay={() => {
            card.clearError();
            setModal('card');
          }}
          // Only the order's diner (who holds its link's secret) may report: the code alone reads a redacted view.
          {...(order.accessToken ? { onReportError: () => setModal('report') } : {})}
          // The diner of a delivered order may order it again.
          {...(order.accessToken && order.status === 'DELIVERED'
            ? { onReorder: () => void repeat.reorder(order.code, access), reordering: repeat.busyCode !== null }
            : {})}
        />
        {repeat.modal}
        {pointsName && (order.loyalty.redeemedPoints > 0 || order.loyalty.gainedPoints > 0) && (
          <Button tone="bordered" fullWidth onClick={() => setModal('loyalty')}>
            {orderLoyaltyTexts.title(pointsName)}
          </Button>
        )}
        {/* Only the order's diner (who holds its link's secret) may change its notes, while it is open. */}
        {order.accessToken && !isTerminalOrderStatus(order.status) && (
          <Button tone="bordered" fullWidth onClick={() => setModal('notes')}>
            {notesEditorTexts.open}
          </Button>
        )}
        <OrderDetailTable {...orderDetailProps(order, country)} />
      </Stack>
      {modal === 'report' && (
        <ReportErrorModal
          open
          onOpenChange={closeModal}
          loading={reporting}
          onConfirm={async (entry) => {
            if (await report(entry)) setModal(null);
          }}
        />
      )}
      {modal === 'notes' && (
        <NotesEditorModal
          open
          onOpenChange={closeModal}
          notes={order.notes ?? ''}
          branchId={branch.id}
          saving={notes.saving}
          onSave={async (text) => {
            if (await notes.save(text)) setModal(null);
          }}
        />
      )}
      {modal === 'card' && (
        <CardPaymentModal
          open
          onOpenChange={closeModal}
          amount={order.total}
          country={country}
          timeZone={timeZone}
          loading={card.paying}
          error={card.error}
          onSubmit={async (inputs) => {
            if (await card.pay(inputs)) setModal(null);
          }}
        />
      )}
      {modal === 'install' && (
        <InstallAppModal
          open
          onOpenChange={closeModal}
          appName={branch.name}
          {...(branch.customLogoURL ? { logoSrc: branch.customLogoURL } : {})}
          installing={install.installing}
          onInstall={async () => {
            await install.install();
            setModal(null);
          }}
        />
      )}
      {modal === 'loyalty' && pointsName && (
        <OrderLoyaltyModal
          open
          onOpenChange={closeModal}
          pointsName={pointsName}
          redeemedPoints={order.loyalty.redeemedPoints}
          gainedPoints={order.loyalty.gainedPoints}
        />
      )}
      {modal === 'support' && (
        <SupportModal
          open
          onOpenChange={closeModal}
          href={support.contactHref}
          onOpenChat={openChat ? () => openChat(orderMessages.support.contact(orderCode)) : undefined}
        />
      )}
    </PageLayout>
  );
}
