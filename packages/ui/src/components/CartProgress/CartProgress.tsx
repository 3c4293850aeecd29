import type { CartProgressColour, CartProgress as CartProgressResult } from '@comanda/domain/order';
import { useId } from 'react';
import * as styles from './CartProgress.css.ts';

/** Follow-up §9: orange below the minimum, green otherwise, as the theme's status colours. */
export const cartProgressTones = {
  orange: 'warning',
  green: 'success',
} as const satisfies Record<CartProgressColour, 'warning' | 'success'>;

export interface CartProgressProps {
  /** The domain's `cartProgress(...)` result: message, colour and share of the bar. */
  readonly progress: CartProgressResult;
  /** Hide the bar and keep only the message. */
  readonly hideBar?: boolean;
}

/**
 * The cart's progress message towards the minimum order or free delivery, with a bar. Nothing
 * is shown when the domain has no message (no minimum and no free-delivery offer).
 */
export function CartProgress({ progress, hideBar = false }: CartProgressProps) {
  const messageId = useId();
  if (!progress.message) return null;
  const percent = Math.round(progress.progress * 100);
  return (
    <div
      className={styles.root({ tone: cartProgressTones[progress.colour] })}
      data-slot="cart-progress"
      data-state={progress.kind}
      data-colour={progress.colour}
    >
      <p id={messageId} role="status" className={styles.message}>
        {progress.message}
      </p>
      {!hideBar && (
        <div
          role="progressbar"
          aria-labelledby={messageId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className={styles.track}
        >
          <div className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
      )}
    </div>
  );
}
