import { DEFAULT_COUNTRY, formatMinorUnits } from '@comanda/domain/money';
import { type Ref, useEffect, useRef, useState } from 'react';
import { tokens } from '../../theme/tokens.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './BasketBar.css.ts';

export const basketBarMessages = {
  viewOrder: 'Ver mi pedido',
  /** Decision: the count as a screen reader hears it (the bar shows only the number). */
  count: (count: number) => (count === 1 ? '1 producto' : `${count} productos`),
  /** Decision: read out politely when the count or the total changes ('Tu pedido: 2 productos, $ 19.000'). */
  changed: (count: string, total: string) => `Tu pedido: ${count}, ${total}`,
} as const;

export interface BasketBarProps {
  /** Units in the cart (the domain's `basketCount`); 0 hides the bar. */
  readonly count: number;
  /** The cart's total in minor units. */
  readonly total: number;
  readonly country?: string;
  readonly onOpen: () => void;
  /**
   * Plays the add animation (the cart state's `animation` flag). Without it, the bar plays it
   * by itself whenever the count changes.
   */
  readonly animating?: boolean;
  /** After the 1450 ms animation (the cart's `endAnimation`). */
  readonly onAnimationEnd?: () => void;
  /** The 'Ver mi pedido' button, focused after a plate dialog adds to the cart. */
  readonly ref?: Ref<HTMLButtonElement>;
}

/** 'Ver mi pedido': the bottom bar with the basket count and total; hidden while the cart is empty. */
export function BasketBar({
  count,
  total,
  country = DEFAULT_COUNTRY,
  onOpen,
  animating,
  onAnimationEnd,
  ref,
}: BasketBarProps) {
  const previousCount = useRef(count);
  // Bumps since mount; a new one restarts the animation even while one is playing.
  const [bumps, setBumps] = useState(0);
  const [countChanged, setCountChanged] = useState(false);
  const bumping = animating ?? countChanged;

  useEffect(() => {
    if (previousCount.current === count) return;
    previousCount.current = count;
    setBumps((n) => n + 1);
    if (animating === undefined) setCountChanged(true);
  }, [count, animating]);

  // A timer rather than `animationend`: with reduced motion there is no animation to end.
  const onAnimationEndRef = useRef(onAnimationEnd);
  onAnimationEndRef.current = onAnimationEnd;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new bump restarts the timer.
  useEffect(() => {
    if (!bumping) return;
    const timer = setTimeout(() => {
      setCountChanged(false);
      onAnimationEndRef.current?.();
    }, tokens.motion.basket);
    return () => clearTimeout(timer);
  }, [bumping, bumps]);

  const announcement = useChangeAnnouncement(count, total, country);

  if (count <= 0) return null;
  return (
    <div className={styles.bar} data-slot="basket-bar" data-state={bumping ? 'bump' : 'idle'}>
      <button ref={ref} type="button" className={styles.button} onClick={onOpen}>
        <span key={bumps} className={styles.count} data-slot="basket-count">
          <span aria-hidden="true">{count}</span>
        </span>
        <span className={styles.label}>{basketBarMessages.viewOrder}</span>
        <VisuallyHidden>{basketBarMessages.count(count)}</VisuallyHidden>
        <span className={styles.total}>{formatMinorUnits(total, country)}</span>
      </button>
      {/* Outside the button, whose name it would otherwise repeat; empty until something changes. */}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
    </div>
  );
}

/**
 * What the bar's polite live region says: nothing as the bar appears (the count and total are in
 * the button's name), then the new count and total after each change, once.
 */
function useChangeAnnouncement(count: number, total: number, country: string): string {
  const shown = useRef({ count, total });
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (shown.current.count === count && shown.current.total === total) return;
    shown.current = { count, total };
    setAnnouncement(basketBarMessages.changed(basketBarMessages.count(count), formatMinorUnits(total, country)));
  }, [count, total, country]);
  return announcement;
}
