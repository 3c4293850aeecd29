import { ORDER_REFRESH_AFTER_UPDATE_MS } from '@comanda/domain/order';
import { useEffect } from 'react';
import { flags, urlWithout } from './query-flags.ts';

/**
 * `refreshAfterUpdate`: the page reloads after 5 s. It reloads its own address without the flag,
 * so the reloaded page does not reload again.
 */
export function useRefreshAfterUpdate(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => {
      window.location.replace(urlWithout(window.location.href, [flags.refreshAfterUpdate]));
    }, ORDER_REFRESH_AFTER_UPDATE_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
}
