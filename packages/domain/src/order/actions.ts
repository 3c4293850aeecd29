/**
 * What the diner may do from the order follow-up page (follow-up §6 "Diner").
 */
import { isTerminalOrderStatus, parseOrderStatus } from './status.ts';

export interface DinerActionsInput {
  readonly status: string;
  /** The venue's phone (callPhone or whatsAppPhone); empty means none. */
  readonly venuePhone?: string | null;
  readonly paymentPending: boolean;
  /** The order has a shipment. */
  readonly hasShipment: boolean;
  /** Tracking is allowed for the order (the branch's setting). */
  readonly trackingAllowed: boolean;
  readonly trackingUrl?: string | null;
  readonly securityCode?: string | null;
}

export interface DinerActions {
  readonly showCancel: boolean;
  readonly showContact: boolean;
  readonly showTracking: boolean;
  /** The delivery security code is shown with the shipment link. */
  readonly showSecurityCode: boolean;
}

export function dinerActions(input: DinerActionsInput): DinerActions {
  const status = parseOrderStatus(input.status) ?? input.status;
  const hasPhone = Boolean(input.venuePhone?.trim());
  const supportable = hasPhone && !isTerminalOrderStatus(status) && !input.paymentPending;
  const showTracking =
    input.hasShipment && input.trackingAllowed && Boolean(input.trackingUrl?.trim()) && !input.paymentPending;
  return {
    showCancel: supportable,
    showContact: supportable,
    showTracking,
    showSecurityCode: showTracking && Boolean(input.securityCode?.trim()),
  };
}

/** 'Confirmar' of the report-error modal is enabled only when a reason is chosen. */
export const canConfirmErrorReport = (reason: string | null | undefined): boolean => Boolean(reason?.trim());

/** The follow-up page reloads this long after an update redirect (query flag refreshAfterUpdate). */
export const ORDER_REFRESH_AFTER_UPDATE_MS = 5000;

/**
 * Decision: the follow-up page reads the order this often while it is open, so a status change
 * shows without a reload (the spec's refetch on becoming visible stays).
 */
export const ORDER_FOLLOW_UP_POLL_INTERVAL_MS = 10_000;

export const ORDER_FOLLOW_UP_QUERY_FLAGS = {
  paymentReturn: 'token_ws',
  refreshAfterUpdate: 'refreshAfterUpdate',
  showPwa: 'showPWA',
  openSupport: 'open_follow_up_support',
  invalidCustomRedirect: 'invalidCustomRedirect',
} as const;
