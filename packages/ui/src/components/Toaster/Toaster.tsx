import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageSettles } from '../../loading/when-page-settles.ts';
import * as styles from './Toaster.css.ts';

/** Diner §9 and follow-up §9: toasts close after 3 s, at most 2 at once, bottom-centre. */
export const TOAST_DURATION_MS = 3000;
export const MAX_VISIBLE_TOASTS = 2;
/**
 * Toasts sit above the pages' bottom action bars (the basket's 'Ver mi pedido', the checkout's
 * confirmation), never over them: a toast under the diner's thumb would take the tap, and hovering
 * it pauses its dismissal.
 */
export const TOAST_BOTTOM_OFFSET = 'calc(96px + env(safe-area-inset-bottom, 0px))';

// sonner (~9 KB gzip) is not needed to paint a page: it loads once the page has settled (its first
// screen in), or at once when a toast is sent before that; a toast sent before it arrives waits for
// it (the Toaster replays toasts created before it subscribed).
let sonnerWanted = false;
const whenSonnerWanted = new Set<() => void>();
const loadSonner = () => {
  if (!sonnerWanted) {
    sonnerWanted = true;
    for (const listener of whenSonnerWanted) listener();
  }
  return import('sonner');
};

/** Whether the Toaster may mount sonner: the page has settled, or a toast is waiting. */
function useSonnerWanted(): boolean {
  const [wanted, setWanted] = useState(sonnerWanted);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    whenSonnerWanted.add(want);
    whenPageSettles(want);
    return () => {
      whenSonnerWanted.delete(want);
    };
  }, [wanted]);
  return wanted;
}

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

/** Put once inside the ThemeProvider of an app (or a story) so toasts take the branch's theme. */
export function Toaster() {
  const wanted = useSonnerWanted();
  return (
    <div className={styles.region} data-slot="toaster">
      <Suspense fallback={null}>
        {wanted && (
          <SonnerToaster
            position="bottom-center"
            offset={{ bottom: TOAST_BOTTOM_OFFSET }}
            mobileOffset={{ bottom: TOAST_BOTTOM_OFFSET }}
            visibleToasts={MAX_VISIBLE_TOASTS}
            duration={TOAST_DURATION_MS}
            containerAriaLabel="Notificaciones"
            toastOptions={{
              unstyled: true,
              classNames: { toast: styles.toast, success: styles.success, error: styles.error },
            }}
          />
        )}
      </Suspense>
    </div>
  );
}

/** The only way the apps show a toast: the text is the spec's, the kind picks the colour. */
export const notify = {
  success: (message: string) => void loadSonner().then(({ toast }) => toast.success(message)),
  error: (message: string) => void loadSonner().then(({ toast }) => toast.error(message)),
  info: (message: string) => void loadSonner().then(({ toast }) => toast(message)),
  dismissAll: () => void loadSonner().then(({ toast }) => toast.dismiss()),
};
