import {
  allowsScheduling,
  changeScheduleDate,
  type OrderModeAvailability,
  reconcileScheduling,
  resolveScheduleSelection,
  type ScheduleDay,
  type SchedulingChoice,
  scheduleMessages,
  showsSchedulingToggle,
} from '@comanda/domain/schedule';
import { validationMessages } from '@comanda/domain/validation';
import { useEffect, useId, useState } from 'react';
import * as choices from '../../theme/choices.css.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { fieldErrorSlot, useFieldErrorFocus } from '../TextField/fieldError.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './ScheduleSelector.css.ts';

export const scheduleSelectorTexts = {
  /** Decision: the group's name for screen readers; the spec names only its two options. */
  legend: 'Programación del pedido',
  orderNow: scheduleMessages.orderNow,
  orderScheduled: scheduleMessages.orderScheduled,
  /** Decision: labels of the two pickers. */
  day: 'Día',
  time: 'Horario',
  /** Decision: what an empty picker says when no slot is offered. */
  noSlots: 'Sin horarios disponibles',
  /** Diner §5: shown while the schedule is being fetched. */
  loading: validationMessages.checkout.scheduleLoading,
} as const;

export const scheduleSelectorStates = ['loading', 'now', 'scheduled'] as const;
export type ScheduleSelectorState = (typeof scheduleSelectorStates)[number];

export interface ScheduleSelectorProps {
  /** The order mode's availability (domain `orderModeAvailability`): 'all' shows the toggle, 'scheduled' forces it on. */
  readonly availability: OrderModeAvailability | null;
  /** The offered days and times (domain `buildScheduleDays`, or `orderingStatus(...).days`). */
  readonly days: readonly ScheduleDay[];
  readonly value?: SchedulingChoice;
  readonly defaultValue?: SchedulingChoice;
  /**
   * Called with every change, and also when the domain's `reconcileScheduling` moves the choice
   * (scheduling forced on, a time no longer offered), so the caller never holds a stale choice.
   */
  readonly onValueChange?: (choice: SchedulingChoice) => void;
  /** The schedule is being fetched (the order draft's `loadingSchedule`). */
  readonly loading?: boolean;
  /** e.g. 'Seleccione un horario de programación del pedido'. */
  readonly error?: string | null;
  readonly disabled?: boolean;
}

const NOT_SCHEDULED: SchedulingChoice = { scheduled: false, selection: null };

const choiceKey = (choice: SchedulingChoice) =>
  `${choice.scheduled}|${choice.selection?.date ?? ''}|${choice.selection?.time ?? ''}`;

/**
 * When the order is wanted (diner §4 "Scheduling"): 'En el momento' / 'Programado' only when the
 * mode allows both, forced on without a toggle when it only takes scheduled orders, and a day and
 * a time picker fed by the domain's slots. Renders nothing for a mode that cannot schedule.
 */
export function ScheduleSelector({
  availability,
  days,
  value,
  defaultValue,
  onValueChange,
  loading = false,
  error,
  disabled = false,
}: ScheduleSelectorProps) {
  const id = useId();
  const [inner, setInner] = useState<SchedulingChoice>(defaultValue ?? NOT_SCHEDULED);
  const current = value ?? inner;
  const shown = loading ? current : reconcileScheduling(availability, days, current);

  const commit = (next: SchedulingChoice) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };

  const shownKey = choiceKey(shown);
  const currentKey = choiceKey(current);
  // The domain may move the choice (forced on, a slot gone); tell the caller once per move.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the choices' content, not their identity.
  useEffect(() => {
    if (shownKey !== currentKey) commit(shown);
  }, [shownKey, currentKey]);
  useFieldErrorFocus(`${id}-time`, error, disabled || loading);

  if (!allowsScheduling(availability)) return null;

  const state: ScheduleSelectorState = loading ? 'loading' : shown.scheduled ? 'scheduled' : 'now';
  const selectedDay = days.find((day) => day.date === shown.selection?.date);
  const errorId = error ? `${id}-error` : undefined;
  const noSlots = days.length === 0;

  return (
    <Stack gap="md" data-slot="schedule-selector" data-state={state}>
      {showsSchedulingToggle(availability) && (
        <fieldset className={choices.bareFieldset} disabled={disabled}>
          <legend>
            <VisuallyHidden>{scheduleSelectorTexts.legend}</VisuallyHidden>
          </legend>
          <div className={styles.toggle} data-slot="schedule-toggle">
            {(
              [
                [false, scheduleSelectorTexts.orderNow],
                [true, scheduleSelectorTexts.orderScheduled],
              ] as const
            ).map(([scheduled, label]) => (
              <label key={label} className={styles.option}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={`${id}-when`}
                  checked={shown.scheduled === scheduled}
                  onChange={() => commit(reconcileScheduling(availability, days, { ...shown, scheduled }))}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      {loading ? (
        <Stack direction="row" gap="sm" align="center">
          <Spinner />
          <Text size="sm" tone="description" role="status">
            {scheduleSelectorTexts.loading}
          </Text>
        </Stack>
      ) : (
        shown.scheduled && (
          <div className={styles.pickers} data-slot="schedule-pickers">
            <Stack gap="xs">
              <label className={styles.label} htmlFor={`${id}-day`}>
                {scheduleSelectorTexts.day}
              </label>
              <select
                id={`${id}-day`}
                className={styles.select}
                disabled={disabled || noSlots}
                value={shown.selection?.date ?? ''}
                onChange={(event) =>
                  commit({
                    scheduled: true,
                    selection: changeScheduleDate(days, shown.selection, event.currentTarget.value),
                  })
                }
              >
                {noSlots && <option value="">{scheduleSelectorTexts.noSlots}</option>}
                {days.map((day) => (
                  <option key={day.date} value={day.date}>
                    {day.label}
                  </option>
                ))}
              </select>
            </Stack>
            <Stack gap="xs">
              <label className={styles.label} htmlFor={`${id}-time`}>
                {scheduleSelectorTexts.time}
              </label>
              <select
                id={`${id}-time`}
                className={styles.select}
                disabled={disabled || noSlots}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                value={shown.selection?.time ?? ''}
                onChange={(event) =>
                  commit({
                    scheduled: true,
                    selection: resolveScheduleSelection(days, {
                      date: shown.selection?.date,
                      time: event.currentTarget.value,
                    }),
                  })
                }
              >
                {noSlots && <option value="">{scheduleSelectorTexts.noSlots}</option>}
                {(selectedDay?.slots ?? []).map((slot) => (
                  <option key={slot.time} value={slot.time}>
                    {slot.time}
                  </option>
                ))}
              </select>
            </Stack>
          </div>
        )
      )}

      {error && (
        <span id={errorId} className={styles.error} data-slot={fieldErrorSlot}>
          {error}
        </span>
      )}
    </Stack>
  );
}
