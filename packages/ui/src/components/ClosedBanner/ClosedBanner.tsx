import { closedBanner, scheduleMessages } from '@comanda/domain/schedule';
import { Button } from '../Button/Button.tsx';
import * as styles from './ClosedBanner.css.ts';

export interface ClosedBannerProps {
  /**
   * Whether an order can still be scheduled: picks 'Local cerrado, programa tu pedido.' over
   * 'Local cerrado.' through the domain's `closedBanner`.
   */
  readonly canSchedule?: boolean;
  /** The banner text when the app already has it (e.g. `orderModeAvailabilityView(...).banner`); wins over `canSchedule`. */
  readonly message?: string | null;
  /** Shows 'Ver horarios'; the app opens the opening-hours modal. */
  readonly onShowHours?: (() => void) | undefined;
}

/** The red banner of a closed store (diner §2). Render it only when the store is closed. */
export function ClosedBanner({ canSchedule = false, message, onShowHours }: ClosedBannerProps) {
  const text = message ?? closedBanner({ canOrderNow: false, canSchedule });
  return (
    <div className={styles.banner} data-slot="closed-banner" data-state={canSchedule ? 'can-schedule' : 'closed'}>
      <p className={styles.message}>{text}</p>
      {onShowHours && (
        <Button tone="bordered" className={styles.hoursButton} onClick={onShowHours}>
          {scheduleMessages.seeHours}
        </Button>
      )}
    </div>
  );
}
