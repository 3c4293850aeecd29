import {
  DEFAULT_TIME_ZONE,
  daysOfWeek,
  formatTimeOfDay,
  isOpenAt,
  rangesStartingOn,
  scheduleMessages,
  type WorkingDay,
  weekdayNames,
} from '@comanda/domain/schedule';
import { Badge } from '../Badge/Badge.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './HoursModal.css.ts';

/** 'Informacion' is the spec's (without accent); the other texts are decisions. */
export const hoursModalTexts = {
  title: 'Informacion',
  branchHours: 'Horarios del local',
  open: 'Abierto',
  closed: scheduleMessages.closed,
  /** A weekday with no range. */
  closedDay: scheduleMessages.closed,
  range: (from: string, to: string) => `${from} a ${to}`,
} as const;

export interface HoursModalOrderMode {
  readonly id: string | number;
  /** The mode's show name ('Delivery', 'Take Away', …). */
  readonly name: string;
  /** The mode's hours (its schedule configs' working days). */
  readonly workingDays: readonly WorkingDay[];
  /** Open now; when absent, read from `workingDays` at `now` with the domain's `isOpenAt`. */
  readonly open?: boolean;
}

export interface HoursModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  readonly storeName?: string;
  readonly address?: string;
  /** The branch contact's hours (deliveryConfig.workingDays). */
  readonly workingDays: readonly WorkingDay[];
  readonly orderModes?: readonly HoursModalOrderMode[];
  /** The instant the open/closed status is read at. */
  readonly now: Date | number;
  readonly timeZone?: string;
}

/** Store information: the branch's hours by weekday and each order mode's hours and status (diner §2). */
export function HoursModal({
  storeName,
  address,
  workingDays,
  orderModes = [],
  now,
  timeZone = DEFAULT_TIME_ZONE,
  ...modal
}: HoursModalProps) {
  return (
    <Modal {...modal} title={hoursModalTexts.title}>
      {/* Focusable, so a keyboard can scroll hours taller than the screen (nothing else in it takes focus). */}
      <Stack gap="lg" tabIndex={0} role="region" aria-label={hoursModalTexts.title}>
        {(storeName || address) && (
          <Stack gap="xxs">
            {storeName && (
              <Text as="h3" weight="bold">
                {storeName}
              </Text>
            )}
            {address && (
              <Text size="sm" tone="description">
                {address}
              </Text>
            )}
          </Stack>
        )}
        <section className={styles.section}>
          <h3 className={styles.heading}>{hoursModalTexts.branchHours}</h3>
          <WeekHours workingDays={workingDays} />
        </section>
        {orderModes.map((mode) => {
          const open = mode.open ?? isOpenAt(mode.workingDays, now, timeZone);
          return (
            <section key={mode.id} className={styles.section} data-state={open ? 'open' : 'closed'}>
              <h3 className={styles.heading}>
                {mode.name}
                <Badge tone={open ? 'success' : 'danger'}>{open ? hoursModalTexts.open : hoursModalTexts.closed}</Badge>
              </h3>
              <WeekHours workingDays={mode.workingDays} />
            </section>
          );
        })}
      </Stack>
    </Modal>
  );
}

function WeekHours({ workingDays }: { readonly workingDays: readonly WorkingDay[] }) {
  return (
    <dl className={styles.days}>
      {daysOfWeek.map((day) => {
        const ranges = rangesStartingOn(workingDays, day);
        return (
          <div key={day} className={styles.dayRow}>
            <dt className={styles.day}>{weekdayNames[day]}</dt>
            <dd className={styles.hours}>
              {ranges.length === 0
                ? hoursModalTexts.closedDay
                : ranges
                    .map((range) => hoursModalTexts.range(formatTimeOfDay(range.start), formatTimeOfDay(range.end)))
                    .join(', ')}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
