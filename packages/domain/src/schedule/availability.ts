/**
 * Whether a diner can order now, schedule, both or neither (diner §3 "Order mode", §2 header
 * banner and closed-store notice, §4 closed-store modal and scheduling toggle).
 */
import { isOpenAt, type WorkingDay } from './hours.ts';
import { scheduleMessages } from './messages.ts';
import {
  buildScheduleDays,
  firstScheduleSelection,
  resolveScheduleSelection,
  type ScheduleConfig,
  type ScheduleDay,
  type ScheduleSelection,
  scheduleLeadMinutes,
} from './slots.ts';
import { DEFAULT_TIME_ZONE } from './time.ts';

export const orderModeAvailabilities = ['all', 'now', 'scheduled'] as const;
export type OrderModeAvailability = (typeof orderModeAvailabilities)[number];

export interface SchedulableOrderMode {
  readonly active?: boolean | null;
  readonly orderEnabled?: boolean | null;
  readonly useSchedule?: boolean | null;
  /** The availability as the backend states it, when it does. */
  readonly availability?: string | null;
  readonly minDelayInMinutes?: number | null;
  readonly schedules?: readonly { readonly scheduleConfigs?: readonly ScheduleConfig[] | null }[] | null;
}

export function isOrderModeAvailability(value: unknown): value is OrderModeAvailability {
  return typeof value === 'string' && (orderModeAvailabilities as readonly string[]).includes(value);
}

export function scheduleConfigsOf(mode: SchedulableOrderMode): ScheduleConfig[] {
  return (mode.schedules ?? []).flatMap((schedule) => schedule?.scheduleConfigs ?? []);
}

/**
 * An order mode's own hours (diner §2 hours modal, §3 `schedules[].scheduleConfigs[].workingDays`):
 * those of its schedule configs together, else the store's when it states none.
 */
export function orderModeWorkingDays(
  mode: SchedulableOrderMode,
  storeWorkingDays: readonly WorkingDay[],
): readonly WorkingDay[] {
  const own = scheduleConfigsOf(mode).flatMap((config) => config.workingDays ?? []);
  return own.length > 0 ? own : storeWorkingDays;
}

/**
 * How a mode takes orders. An availability stated by the backend wins; otherwise it is derived:
 * ordering now needs `orderEnabled` (absent counts as enabled, as for any active mode),
 * scheduling needs `useSchedule` and at least one schedule config. Null: the mode takes no
 * orders at all (inactive, or neither way enabled: an informative menu).
 */
export function orderModeAvailability(mode: SchedulableOrderMode | null | undefined): OrderModeAvailability | null {
  if (!mode || mode.active === false) return null;
  const stated = mode.availability?.toLowerCase();
  if (isOrderModeAvailability(stated)) return stated;
  const now = mode.orderEnabled !== false;
  const scheduled = mode.useSchedule === true && scheduleConfigsOf(mode).length > 0;
  if (now && scheduled) return 'all';
  if (now) return 'now';
  return scheduled ? 'scheduled' : null;
}

export const allowsOrderingNow = (availability: OrderModeAvailability | null): boolean =>
  availability === 'all' || availability === 'now';

export const allowsScheduling = (availability: OrderModeAvailability | null): boolean =>
  availability === 'all' || availability === 'scheduled';

/** The 'En el momento' / 'Programado' toggle shows only when both ways are enabled. */
export const showsSchedulingToggle = (availability: OrderModeAvailability | null): boolean => availability === 'all';

/** With scheduled ordering only, scheduling is forced on. */
export const isSchedulingForced = (availability: OrderModeAvailability | null): boolean => availability === 'scheduled';

export interface ClosedStateInput {
  /** The mode allows ordering now and the branch is open now. */
  readonly canOrderNow: boolean;
  /** The mode allows scheduling and at least one slot is offered. */
  readonly canSchedule: boolean;
}

/**
 * The red banner (diner §2). Decision: none while ordering now is possible; otherwise
 * 'Local cerrado, programa tu pedido.' when some slot can still be chosen, else 'Local cerrado.'.
 */
export function closedBanner({ canOrderNow, canSchedule }: ClosedStateInput): string | null {
  if (canOrderNow) return null;
  return canSchedule ? scheduleMessages.closedBannerCanSchedule : scheduleMessages.closedBanner;
}

export interface ClosedStoreModalInput extends ClosedStateInput {
  readonly availability: OrderModeAvailability | null;
  /** The notice was already shown in this visit (diner §4 "shows once"). */
  readonly seen: boolean;
}

/**
 * The closed-store notice shows once when ordering now is impossible, or, for a scheduled-only
 * mode (where ordering now never is possible), when scheduling is impossible. Decision: a mode
 * that takes no orders at all shows its informative-menu label instead, not this notice.
 */
export function shouldShowClosedStoreModal({
  seen,
  availability,
  canOrderNow,
  canSchedule,
}: ClosedStoreModalInput): boolean {
  if (seen || availability === null) return false;
  return availability === 'scheduled' ? !canSchedule : !canOrderNow;
}

/** 'Programa tu pedido' when a slot can be chosen, else 'Local cerrado'. */
export function closedStoreModalTitle({ canSchedule }: Pick<ClosedStateInput, 'canSchedule'>): string {
  return canSchedule ? scheduleMessages.closedModalScheduleTitle : scheduleMessages.closedModalTitle;
}

export interface OrderingStatusInput {
  readonly mode: SchedulableOrderMode | null | undefined;
  /** The branch contact's hours (deliveryConfig.workingDays): what marks the menu closed. */
  readonly workingDays: readonly WorkingDay[] | null | undefined;
  readonly now: Date | number;
  readonly timeZone?: string | null;
}

export interface OrderingStatus {
  readonly availability: OrderModeAvailability | null;
  /** Open now by the branch contact's hours. */
  readonly isOpen: boolean;
  readonly canOrderNow: boolean;
  readonly canSchedule: boolean;
  readonly days: readonly ScheduleDay[];
  /** Header label 'Cerrado' when closed by hours, else null. */
  readonly headerLabel: string | null;
  /** Red banner text, null when none (also null for a mode that takes no orders). */
  readonly banner: string | null;
  readonly showSchedulingToggle: boolean;
  readonly schedulingForced: boolean;
}

/** Everything the menu, header and checkout need to know about time, computed in one pass. */
export function orderingStatus({ mode, workingDays, now, timeZone }: OrderingStatusInput): OrderingStatus {
  const zone = timeZone ?? DEFAULT_TIME_ZONE;
  const availability = orderModeAvailability(mode);
  const isOpen = isOpenAt(workingDays, now, zone);
  const canOrderNow = allowsOrderingNow(availability) && isOpen;
  const days =
    mode && allowsScheduling(availability)
      ? buildScheduleDays({
          configs: scheduleConfigsOf(mode),
          now,
          timeZone: zone,
          leadMinutes: scheduleLeadMinutes(mode),
        })
      : [];
  const canSchedule = days.length > 0;
  return {
    availability,
    isOpen,
    canOrderNow,
    canSchedule,
    days,
    headerLabel: isOpen ? null : scheduleMessages.closed,
    banner: availability === null ? null : closedBanner({ canOrderNow, canSchedule }),
    showSchedulingToggle: showsSchedulingToggle(availability),
    schedulingForced: isSchedulingForced(availability),
  };
}

export interface SchedulingChoice {
  readonly scheduled: boolean;
  readonly selection: ScheduleSelection | null;
}

/**
 * The scheduling part of the checkout, kept valid (diner §4): forced on for scheduled-only
 * modes (default first day and first time), off for now-only modes, and otherwise as the diner
 * left it, with a chosen time that is no longer offered moved to the first available slot.
 */
export function reconcileScheduling(
  availability: OrderModeAvailability | null,
  days: readonly ScheduleDay[],
  previous?: Partial<SchedulingChoice> | null,
): SchedulingChoice {
  if (!allowsScheduling(availability)) return { scheduled: false, selection: null };
  const scheduled = isSchedulingForced(availability) || previous?.scheduled === true;
  if (!scheduled) return { scheduled: false, selection: null };
  const selection = previous?.selection
    ? resolveScheduleSelection(days, previous.selection)
    : firstScheduleSelection(days);
  return { scheduled, selection };
}
