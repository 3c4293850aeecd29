/**
 * Registers an app's service worker (its src/pwa/sw.ts, built to `sw.js` below its base) in production builds, after the
 * page has loaded so it never competes with the first render. Registration is a plain module call:
 * the CSP allows no inline script, so vite-plugin-pwa's injected registration is off.
 */
export function registerServiceWorker(
  url: string,
  scope: string,
  /** Runs when a first worker takes control of this page (its earlier reads were not cached). */
  onFirstControl?: () => void,
): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (onFirstControl && !navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  }
  const register = () => {
    navigator.serviceWorker.register(url, { scope }).catch((error: unknown) => {
      console.warn('No se pudo registrar el service worker', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
