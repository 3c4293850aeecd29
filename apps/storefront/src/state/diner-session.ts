/**
 * The signed-in diner (diner §1: by phone only, no password, looked up per branch), kept in
 * localStorage under `storageKeys.session` so a reload, the checkout and the next visit find it.
 * One session at a time, belonging to the branch it was opened at; another branch's menu sees an
 * anonymous diner. Storage is somebody else's data: the value is checked on the way in.
 */
import { useSyncExternalStore } from 'react';
import { readStorage, storageKeys, writeStorage } from './storage.ts';

export interface DinerSession {
  /** As the branch knows it (E.164), or as an older page stored it. */
  readonly phone: string;
  readonly name?: string;
  /** The branch it was opened at; absent in sessions stored before branches were recorded. */
  readonly branchId?: string;
}

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: DinerSession | null = null;

function parse(raw: string | null): DinerSession | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { phone, name, branchId } = value as Record<string, unknown>;
    if (typeof phone !== 'string' || phone.trim() === '') return null;
    return {
      phone,
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof branchId === 'string' ? { branchId } : {}),
    };
  } catch {
    return null;
  }
}

/** The stored session, parsed once per stored value (a stable object for React). */
function current(): DinerSession | null {
  const raw = readStorage(storageKeys.session);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

function ofBranch(session: DinerSession | null, branchId: string | undefined): DinerSession | null {
  if (!session || branchId === undefined) return session;
  return session.branchId === undefined || session.branchId === branchId ? session : null;
}

/** The session of this branch (any, without a branch), read once (the checkout's defaults). */
export function readDinerSession(branchId?: string): DinerSession | null {
  return ofBranch(current(), branchId);
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function signInDiner(session: DinerSession): void {
  writeStorage(storageKeys.session, JSON.stringify(session));
  emit();
}

export function signOutDiner(): void {
  writeStorage(storageKeys.session, null);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.session || event.key === null) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The signed-in diner of this branch, following sign in and sign out. */
export function useDinerSession(branchId: string): DinerSession | null {
  const session = useSyncExternalStore(subscribe, current, () => null);
  return ofBranch(session, branchId);
}
