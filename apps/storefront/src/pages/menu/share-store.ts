/**
 * The header's share link (diner §2): the system's share sheet where the browser has one (Web
 * Share API), else the store's link is copied and the diner told so.
 */
import { notify } from '@comanda/ui';

/** Decision: the spec names the share link, not what the diner is told when it is copied. */
export const shareMessages = {
  copied: 'Copiamos el link del local',
  failed: 'No pudimos copiar el link del local',
} as const;

export async function shareStore(title: string, url: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The diner closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(shareMessages.copied);
  } catch {
    notify.error(shareMessages.failed);
  }
}
