/**
 * The rider's reads the service worker keeps (src/pwa/sw.ts), and how the page hands it the ones
 * made before it took over. Shared by the page and the worker: no React, no DOM beyond `caches`.
 */
import { documentAnswerUrls } from '@comanda/api';

export const RIDER_READS_CACHE = 'logistics-rider-reads';
/** The message that asks the worker to read and keep URLs the page read before it took over. */
export const RIDER_READS_EARLIER = 'rider-reads-earlier';

/**
 * GET reads of a rider's screens: who the rider is, their shift, shipments and stacks, and the
 * branch the scope reads (its alias and contact). Never the customer's tracking.
 */
const RIDER_READ =
  /^\/api\/(whoami|shipments(\/[^/]+)?|shipmentstacks|stacking\/[^/]+|diner\/branchcontacts\/[^/]+|diner\/(?!log$)[^/]+)$/;

export const isRiderRead = (pathname: string): boolean => RIDER_READ.test(pathname);

/**
 * Hands the worker the reads this page made before the worker controlled it (a first visit) for
 * it to keep; the worker skips those it has. Waits for the worker to take control if it has not.
 * Answers the effect's cleanup.
 */
export function keepEarlierRiderReads(): () => void {
  // The worker is registered in production builds only (@comanda/app-shell registerServiceWorker).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  const post = () => {
    const urls = [
      ...performance.getEntriesByType('resource').map((entry) => entry.name),
      ...documentAnswerUrls().map((url) => new URL(url, window.location.origin).href),
    ];
    container.controller?.postMessage({ type: RIDER_READS_EARLIER, urls });
  };
  if (container.controller) {
    post();
    return () => undefined;
  }
  container.addEventListener('controllerchange', post, { once: true });
  return () => container.removeEventListener('controllerchange', post);
}

/** The shift ended: what the worker kept of it leaves the phone. */
export async function dropKeptRiderReads(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(RIDER_READS_CACHE);
}
