import { useCallback, useEffect, useRef, useState } from 'react';
import {
  dismissRefused,
  KEPT_STEPS,
  type KeptRefusal,
  type KeptStep,
  keepStep,
  keptSteps,
  refusedSteps,
  type SendOutcome,
  sendKeptSteps,
} from './kept-steps.ts';

/**
 * Decision: while steps are waiting and the browser believes it is online (a weak signal that
 * drops requests), they are sent again every 15 s; the `online` event sends them at once.
 */
const RETRY_MS = 15_000;

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Asks the service worker to send the kept steps when the network returns, where the browser has Background Sync. */
function requestBackgroundSync(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(KEPT_STEPS))
    .catch(() => undefined);
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/**
 * The rider's kept steps as the page shows them (pending, refused with why) and the browser's
 * connection, kept current across tabs and the worker; `take` keeps a step and sends what is
 * waiting. `onSent` runs before a sent step leaves the list, so the screen moves from the step's
 * optimistic state to the server's without showing the old one in between.
 */
export function useKeptSteps(riderId: string | undefined, onSent: () => Promise<unknown>) {
  const [pending, setPending] = useState<readonly KeptStep[]>([]);
  const [refused, setRefused] = useState<readonly KeptRefusal[]>([]);
  const [online, setOnline] = useState(isOnline);
  // This page's steps on their way for the first time: a delivery among them waits for the code's check.
  const [sending, setSending] = useState<ReadonlySet<string>>(() => new Set());
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  const shownRef = useRef(0);

  const readsRef = useRef(0);

  const refresh = useCallback(async () => {
    if (!riderId) return;
    // Reads overlap (the channel, the page's own sends): only the last one started is shown.
    readsRef.current += 1;
    const read = readsRef.current;
    const [nextPending, nextRefused] = await Promise.all([keptSteps(riderId), refusedSteps(riderId)]);
    if (read !== readsRef.current) return;
    if (nextPending.length < shownRef.current) await onSentRef.current().catch(() => undefined);
    shownRef.current = nextPending.length;
    setPending(nextPending);
    setRefused(nextRefused);
  }, [riderId]);

  const send = useCallback(async (): Promise<SendOutcome[]> => {
    const outcomes = await sendKeptSteps().catch(() => []);
    await refresh();
    return outcomes;
  }, [refresh]);

  useEffect(() => {
    if (!riderId) return;
    void send();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(KEPT_STEPS);
    if (channel) channel.onmessage = () => void refresh();
    const wentOnline = () => {
      setOnline(true);
      void send();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    return () => {
      channel?.close();
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
    };
  }, [riderId, refresh, send]);

  const waiting = pending.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (isOnline()) void send();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, send]);

  /**
   * Keeps the step, then sends every waiting step in order; answers this step's outcome. A refusal
   * of this very step is the page's to say at once, so it is not kept to be shown later.
   */
  async function take(step: KeptStep): Promise<'sent' | 'kept' | KeptRefusal> {
    setSending((keys) => new Set(keys).add(step.key));
    try {
      await keepStep(step);
      await refresh();
      requestBackgroundSync();
      const outcomes: SendOutcome[] = await sendKeptSteps().catch(() => []);
      const outcome = outcomes.find((o) => o.key === step.key);
      if (outcome?.result === 'refused') await dismissRefused(step.key);
      await refresh();
      if (!outcome) return 'kept';
      return outcome.result === 'refused' ? outcome.refusal : outcome.result;
    } finally {
      setSending((keys) => new Set([...keys].filter((key) => key !== step.key)));
    }
  }

  /**
   * The steps the screen applies: all kept ones, but a delivery this page is sending waits for the
   * server's check of the customer's code while there is signal (a wrong code leaves the rider at
   * the code, not on a delivered screen). Without signal it is shown delivered at once.
   */
  const shown = pending.filter((step) => !(step.status === 'DELIVERED' && sending.has(step.key)));

  const dismiss = (key: string) => void dismissRefused(key).then(refresh);

  return { pending: shown, waiting, refused, online, take, dismiss };
}
