/**
 * The context of a failure logged to POST /api/diner/log (diner §7: bcId, branchId, url, lat, lng,
 * fullAddress, addressFromLocalStorage; the caller adds component, payload and stack): the store
 * the branch's pages set and the location the location store restores, kept here as they change
 * so a failure reads them at once.
 */
import type { DinerLogContext } from '@comanda/api';

export type LogScope = Pick<
  DinerLogContext,
  'bcId' | 'branchId' | 'lat' | 'lng' | 'fullAddress' | 'addressFromLocalStorage'
>;

let scope: LogScope = {};

/** Replaces the fields named in `part` (an undefined field is cleared). */
export function setLogScope(part: LogScope): void {
  scope = { ...scope, ...part };
}

export function dinerLogContext(): DinerLogContext {
  return { ...scope, url: window.location.href };
}
