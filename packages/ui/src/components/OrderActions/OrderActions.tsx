import { type DinerActions, orderMessages } from '@comanda/domain/order';
import { trackingMessages } from '@comanda/domain/tracking';
import { Button } from '../Button/Button.tsx';
import { reorderTexts } from '../ReorderNoticesModal/ReorderNoticesModal.tsx';
import * as styles from './OrderActions.css.ts';

/**
 * Labels of the follow-up page's action buttons. 'Pagar' and 'Reportar error' are the spec's words;
 * the others are decisions, since the spec names those actions without wording them.
 */
export const orderActionLabels = {
  pay: orderMessages.pay,
  cancel: 'Cancelar pedido',
  contact: 'Contactar al local',
  reportError: orderMessages.reportErrorTitle,
  track: 'Seguir mi pedido',
  installApp: 'Instalar aplicación',
  reorder: reorderTexts.action,
} as const;

export interface OrderActionsProps {
  /** The domain's `dinerActions(...)` for the order: which of cancel, contact and tracking show. */
  readonly actions: DinerActions;
  /**
   * Show 'Pagar' for a card order whose payment is still pending and not expired
   * (`orderStatusView(...)`: `paymentPending && !paymentExpired`).
   */
  readonly showPay?: boolean;
  /** The payment is being sent: 'Pagar' waits. */
  readonly paying?: boolean;
  /** The install-as-app offer (query flag showPWA). */
  readonly showInstallApp?: boolean;
  /** The support chat with a pre-filled cancel request (messaging app link). */
  readonly cancelHref?: string;
  /** The support chat about the order (messaging app link). */
  readonly contactHref?: string;
  /** The shipment's tracking URL. */
  readonly trackingHref?: string;
  /** Shown with the tracking link when `actions.showSecurityCode`. */
  readonly securityCode?: string | null;
  readonly onPay?: () => void;
  readonly onReportError?: () => void;
  readonly onInstallApp?: () => void;
  /** 'Repetir pedido', for the diner of a delivered order. */
  readonly onReorder?: () => void;
  /** The order's lines are being rebuilt: 'Repetir pedido' waits. */
  readonly reordering?: boolean;
}

/** The follow-up page's actions, shown as the domain decides; links open the messaging app. */
export function OrderActions({
  actions,
  showPay = false,
  paying = false,
  showInstallApp = false,
  cancelHref,
  contactHref,
  trackingHref,
  securityCode,
  onPay,
  onReportError,
  onInstallApp,
  onReorder,
  reordering = false,
}: OrderActionsProps) {
  const code = securityCode?.trim();
  return (
    <div className={styles.root} data-slot="order-actions">
      {showPay && (
        <Button fullWidth loading={paying} onClick={onPay}>
          {orderActionLabels.pay}
        </Button>
      )}
      {onReorder && (
        <Button fullWidth loading={reordering} onClick={onReorder}>
          {orderActionLabels.reorder}
        </Button>
      )}
      {actions.showTracking && trackingHref && (
        <Button asChild tone="primary" fullWidth>
          <a href={trackingHref}>{orderActionLabels.track}</a>
        </Button>
      )}
      {actions.showSecurityCode && code && (
        <div className={styles.securityCode} data-slot="order-actions-security-code">
          <span>{trackingMessages.securityCodeTitle}</span>
          <span className={styles.code}>{code}</span>
        </div>
      )}
      {actions.showContact && contactHref && (
        <Button asChild tone="bordered" fullWidth>
          <a href={contactHref} target="_blank" rel="noopener noreferrer">
            {orderActionLabels.contact}
          </a>
        </Button>
      )}
      {actions.showCancel && cancelHref && (
        <Button asChild tone="bordered" fullWidth>
          <a href={cancelHref} target="_blank" rel="noopener noreferrer">
            {orderActionLabels.cancel}
          </a>
        </Button>
      )}
      {onReportError && (
        <Button tone="ghost" fullWidth onClick={onReportError}>
          {orderActionLabels.reportError}
        </Button>
      )}
      {showInstallApp && (
        <Button tone="ghost" fullWidth onClick={onInstallApp}>
          {orderActionLabels.installApp}
        </Button>
      )}
    </div>
  );
}
