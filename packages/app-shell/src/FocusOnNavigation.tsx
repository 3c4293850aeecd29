/**
 * After a move to another page, a keyboard or screen-reader user is put at the new page's heading
 * instead of being left on the document's body (where the next Tab starts over from the top and
 * nothing is announced). Only focus the move lost is moved: a dialog's trigger that got focus back,
 * or a dialog the new route opened, keeps it.
 */
import { useLocation } from '@comanda/ui';
import { useEffect, useRef } from 'react';

/** How long a new page may take to draw its heading (its data may still be on the way). */
const HEADING_WAIT_MS = 5000;

export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return focusNewPageWhenDrawn();
  }, [pathname]);
  return null;
}

function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/** Focuses the page's heading once it is drawn, if focus is still lost by then. Returns a stop. */
function focusNewPageWhenDrawn(): () => void {
  const settle = (): boolean => {
    if (!focusLost()) return true;
    const heading = document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (settle()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  const timer = window.setTimeout(() => {
    stop();
    if (focusLost()) document.querySelector<HTMLElement>('main')?.focus();
  }, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
