/**
 * A loyalty partner's user who arrived by the partner's link (`readPartnerUser` in the domain),
 * kept for this tab's visit in sessionStorage so the checkout asks the partner for the benefit.
 * The link's three parameters leave the address bar at once: the token stays out of the
 * history, bookmarks and any link the diner shares.
 */
import { type PartnerUser, partnerQueryParams, readPartnerUser } from '@comanda/domain/loyalty';
import { useSearchParams } from '@comanda/ui';
import { useEffect } from 'react';

/** sessionStorage: a partner's token lasts the tab's visit, never longer. */
export const PARTNER_USER_KEY = 'comanda:partner-user';

export function readStoredPartnerUser(): PartnerUser | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PARTNER_USER_KEY);
    if (!raw) return null;
    // Stored by this code, but storage is anyone's to edit: read back through the same rule.
    const value = JSON.parse(raw) as Record<string, unknown>;
    return readPartnerUser({ get: (name) => (typeof value[name] === 'string' ? value[name] : null) });
  } catch {
    return null;
  }
}

/** Remembers the partner's user of the link this page was opened with, and cleans the link. */
export function useRememberPartnerUser(): void {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const names = Object.values(partnerQueryParams);
    if (!names.some((name) => params.has(name))) return;
    const user = readPartnerUser(params);
    try {
      if (user) globalThis.sessionStorage?.setItem(PARTNER_USER_KEY, JSON.stringify(user));
    } catch {
      // Storage blocked: the diner orders without the partner's benefit.
    }
    const rest = new URLSearchParams(params);
    for (const name of names) rest.delete(name);
    setParams(rest, { replace: true });
  }, [params, setParams]);
}
