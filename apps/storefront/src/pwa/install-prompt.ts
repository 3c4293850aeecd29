/**
 * The browser's install-as-app offer (`beforeinstallprompt`), caught from the first page load:
 * Chrome fires it once, early, often before the diner reaches the page that offers 'Instalar'
 * (the follow-up page with `showPWA`, follow-up §2). `useInstallPrompt` gives that page the
 * offer kept here; once used (or the app installed) it is gone.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';

export interface InstallPromptEvent extends Event {
  readonly prompt: () => Promise<void>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Called once from main.tsx. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the offer for our own 'Instalar' button instead of the browser's mini-infobar.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface InstallPrompt {
  /** The browser offers installation now. */
  readonly available: boolean;
  readonly installing: boolean;
  /** Shows the browser's install dialog; does nothing where the browser gave no offer (iOS Safari installs from its share menu). */
  readonly install: () => Promise<void>;
}

export function useInstallPrompt(): InstallPrompt {
  const available = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  const [installing, setInstalling] = useState(false);
  const install = useCallback(async () => {
    const offer = deferred;
    if (!offer) return;
    setInstalling(true);
    try {
      await offer.prompt();
      await offer.userChoice;
    } finally {
      // An offer can be used once.
      deferred = null;
      emit();
      setInstalling(false);
    }
  }, []);
  return { available, installing, install };
}
