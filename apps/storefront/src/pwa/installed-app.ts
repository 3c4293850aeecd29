/**
 * Whether the storefront runs as an installed app or inside another app's browser (diner §2: the
 * header's back arrow shows only there, where the browser draws none; §3: sent with the order as
 * `installedApp`). Read once per visit: neither changes while the page is open.
 */

/** Social and messaging apps name their in-app browsers in the user agent. */
const IN_APP_BROWSER =
  /FBAN|FBAV|FB_IAB|Instagram|WhatsApp|Line\/|MicroMessenger|TikTok|musical_ly|Snapchat|LinkedInApp|Twitter/i;

let installedApp: boolean | undefined;

function detect(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone =
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || IN_APP_BROWSER.test(navigator.userAgent);
}

export function isInstalledApp(): boolean {
  installedApp ??= detect();
  return installedApp;
}
