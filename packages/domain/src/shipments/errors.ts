/**
 * Errors of the rider's shipment screens (follow-up §4, §8) as data and as one error class.
 */
import { SHIPMENT_ERROR_CODES, shipmentMessages } from './messages.ts';

/** Raised when a shipment can no longer be shown to the rider after an update; its message is Spanish. */
export class ShipmentExpiredByOtherError extends Error {
  readonly code = SHIPMENT_ERROR_CODES.EXPIRED_BY_OTHER;
  constructor(readonly shipmentId?: string) {
    super(shipmentMessages.expiredByOther);
    this.name = 'ShipmentExpiredByOtherError';
  }
}

/** Anything carrying the code 'EXPIRED_BY_OTHER' (the class above, or an error parsed from the wire). */
export function isExpiredByOther(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === SHIPMENT_ERROR_CODES.EXPIRED_BY_OTHER
  );
}

/** Shipment list failure: a 403 shows the permissions message and redirects to the 404 page. */
export function shipmentListFailure(httpStatus: number | undefined): {
  readonly message: string;
  readonly redirectToNotFound: boolean;
} {
  return httpStatus === 403
    ? { message: shipmentMessages.forbidden, redirectToNotFound: true }
    : { message: shipmentMessages.listFailed, redirectToNotFound: false };
}

/** The Spanish text for any error a rider screen catches: never an internal code. */
export function riderErrorText(error: unknown, fallback: string = shipmentMessages.generic): string {
  return isExpiredByOther(error) ? shipmentMessages.expiredByOther : fallback;
}
