/**
 * What a render may show while React hydrates a screen the server drew (apps/server first-screens.ts).
 * Hydration reuses the server's elements only if the browser's first render draws exactly the same;
 * what the two sides know differently (the clock, what the browser stored) is shown as the server
 * saw it in that render and as the browser sees it in the next.
 */
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while the browser hydrates the server's screen; false in every later
 * render, and in a screen the browser draws itself. React renders a hydrated component again
 * when this turns false.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

const RenderTime = createContext<number | null>(null);

/**
 * The time the server drew the page's screen at (epoch ms): given to the server's render, and in
 * the browser to the hydration of that screen (mountApp reads it from the document).
 */
export function RenderTimeProvider({ time, children }: { readonly time: number; readonly children: ReactNode }) {
  return <RenderTime.Provider value={time}>{children}</RenderTime.Provider>;
}

/**
 * The time a component shows (epoch ms): the browser's clock when it mounts, renewed every
 * `everyMs` if given. Hydrating a screen the server drew, it is first the server's render time
 * (the same screen as the server's), then the browser's clock.
 */
export function useNow(everyMs?: number): number {
  const renderTime = useContext(RenderTime);
  const hydrating = useIsHydrating();
  const [fromServer] = useState(hydrating && renderTime !== null);
  const [now, setNow] = useState(() => (fromServer && renderTime !== null ? renderTime : Date.now()));
  useEffect(() => {
    // In a transition: the page drawn again with the browser's hour is rendered in slices, not in
    // one long task right after the hydration.
    if (fromServer) startTransition(() => setNow(Date.now()));
    if (everyMs === undefined) return;
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, fromServer]);
  return now;
}
