/**
 * The campaign, source, phone and name a link into the menu carried (diner §2; the rule is
 * `readEntryParameters` in the domain), kept for this tab's visit in sessionStorage: a diner who
 * came from a campaign and browsed on keeps its attribution until the order, and a new tab
 * starts clean. A later link with parameters replaces them; a plain one keeps them.
 */
import { type EntryParameters, isEmptyEntry, readEntryParameters } from '@comanda/domain/order';
import { useSearchParams } from '@comanda/ui';
import { useEffect } from 'react';

const KEY = 'comanda:entry';

export function readStoredEntry(): EntryParameters | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return null;
    // Stored by this code, but storage is anyone's to edit: read it back through the same rule.
    const value = JSON.parse(raw) as Record<string, unknown>;
    const params = new URLSearchParams();
    for (const name of ['campaignId', 'source', 'phone', 'name'] as const) {
      if (typeof value[name] === 'string') params.set(name, value[name]);
    }
    if (Array.isArray(value.menus)) {
      for (const menu of value.menus) if (typeof menu === 'string') params.append('menu', menu);
    }
    return readEntryParameters(params);
  } catch {
    return null;
  }
}

/** Remembers the parameters of the link this page was opened with, if it had any. */
export function useRememberEntryParameters(): void {
  const [params] = useSearchParams();
  useEffect(() => {
    const entry = readEntryParameters(params);
    if (isEmptyEntry(entry)) return;
    try {
      globalThis.sessionStorage?.setItem(KEY, JSON.stringify(entry));
    } catch {
      // Storage blocked: the order goes out as DIRECT, nothing else changes.
    }
  }, [params]);
}
