import { useCallback, useEffect, useRef, useState } from 'react';
import {
  dismissRefused,
  KEPT_STEPS,
  type KeptRefusal,
  type KeptStep,
  keepStep,
  keptSteps,
  refusedSteps,
  type StepAnswer,
  sendKeptSteps,
  send as sendUnkept,
  stepAnswer,
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

/** The same steps, in the same order: the page keeps what it shows, and does not draw it again. */
const unchanged = <T extends { readonly key: string }>(shown: readonly T[], read: readonly T[]) =>
  shown.length === read.length && shown.every((step, index) => step.key === read[index]?.key);

/**
 * The rider's kept steps as the page shows them (pending, refused with why) and the browser's
 * connection, kept current across tabs and the worker; `take` keeps a step and sends what is
 * waiting. `onSent` runs before a sent step leaves the list, so the screen moves from the step's
 * optimistic state to the server's without showing the old one in between.
 */
export function useKeptSteps(riderId: string | undefined, onSent: () => Promise<unknown>) {
  const [pending, setPending] = useState<readonly KeptStep[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [refused, setRefused] = useState<readonly KeptRefusal[]>([]);
  const [online, setOnline] = useState(isOnline);
  // This page's steps on their way for the first time (their refusal is the page's to say), and
  // those of them the screen waits to show (see `take`).
  const takingRef = useRef(new Set<string>());
  const unshownRef = useRef(new Set<string>());
  const onSentRef = useRef(onSent);
  onSentRef.current = onSent;
  const shownRef = useRef(0);
  const waitingRef = useRef(false);
  const readsRef = useRef(0);

  const refresh = useCallback(async () => {
    if (!riderId) return;
    // Reads overlap (the channel, the page's own sends): only the last one started is shown.
    readsRef.current += 1;
    const read = readsRef.current;
    const [allPending, allRefused] = await Promise.all([keptSteps(riderId), refusedSteps(riderId)]);
    if (read !== readsRef.current) return;
    const shown = allPending.filter((step) => !unshownRef.current.has(step.key));
    if (shown.length < shownRef.current) await onSentRef.current().catch(() => undefined);
    shownRef.current = shown.length;
    waitingRef.current = allPending.length > 0;
    const explained = allRefused.filter((step) => !takingRef.current.has(step.key));
    setPending((current) => (unchanged(current, shown) ? current : shown));
    setWaiting(waitingRef.current);
    setRefused((current) => (unchanged(current, explained) ? current : explained));
  }, [riderId]);

  /** One round of the sender; what it leaves unanswered is the worker's to send too when the network returns. */
  const sendWaiting = useCallback(async (live?: string) => {
    const outcomes = await sendKeptSteps(live).catch(() => []);
    if (outcomes.some((outcome) => outcome.result === 'kept')) requestBackgroundSync();
    return outcomes;
  }, []);

  const send = useCallback(async () => {
    await refresh();
    await sendWaiting();
    await refresh();
  }, [refresh, sendWaiting]);

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

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (isOnline()) void send();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting, send]);

  /**
   * Keeps the step before its request leaves (a closed tab loses nothing), then sends every
   * waiting step in order; answers what became of this one. Sent at once (nothing waiting before
   * it), the screen shows it once answered, as a live step; so does a delivery, which waits for
   * the server's check of the code (a wrong one leaves the rider at the code). Behind waiting
   * steps, or without signal, it is shown at once. A refusal of this very step is the page's to
   * say at once, so it is not kept to be shown later.
   */
  async function take(step: KeptStep): Promise<StepAnswer> {
    takingRef.current.add(step.key);
    const shownAtOnce = waitingRef.current && step.status !== 'DELIVERED';
    if (!shownAtOnce) unshownRef.current.add(step.key);
    try {
      const kept = await keepStep(step).then(
        () => true,
        () => false,
      );
      if (!kept) return answerUnkept(step);
      if (shownAtOnce) await refresh().catch(() => undefined);
      const outcomes = await sendWaiting(step.key);
      const answer = await stepAnswer(
        step.key,
        outcomes.find((outcome) => outcome.key === step.key),
      );
      if (typeof answer === 'object') await dismissRefused(step.key);
      return answer;
    } finally {
      takingRef.current.delete(step.key);
      unshownRef.current.delete(step.key);
      await refresh().catch(() => undefined);
    }
  }

  const dismiss = (key: string) => void dismissRefused(key).then(refresh);

  return { pending, waiting, refused, online, take, dismiss };
}

/** Where IndexedDB cannot be opened the step goes live alone: unanswered, it failed (nothing keeps it). */
async function answerUnkept(step: KeptStep): Promise<StepAnswer> {
  const outcome = await sendUnkept(step);
  if (outcome.result === 'kept') return 'failed';
  return outcome.result === 'refused' ? outcome.refusal : outcome.result;
}
