/** User-facing Spanish texts of the schedule module, word for word from diner §2 and §4. */
import type { DayOfWeek } from './time.ts';

/** Diner §9 "Weekday names in Spanish". */
export const weekdayNames = {
  MONDAY: 'Lunes',
  TUESDAY: 'Martes',
  WEDNESDAY: 'Miércoles',
  THURSDAY: 'Jueves',
  FRIDAY: 'Viernes',
  SATURDAY: 'Sábado',
  SUNDAY: 'Domingo',
} as const satisfies Record<DayOfWeek, string>;

export const scheduleMessages = {
  /** Diner §8: the order mode takes no orders (its menu is informative); also `orderCreationMessages.ordersDisabled`. */
  informativeMenu: 'Menú informativo. Pedidos deshabilitados.',
  /** Header label when the store is closed (diner §2). */
  closed: 'Cerrado',
  /** Red banner: ordering now is impossible and so is scheduling. */
  closedBanner: 'Local cerrado.',
  /** Red banner: ordering now is impossible but an order can be scheduled. */
  closedBannerCanSchedule: 'Local cerrado, programa tu pedido.',
  seeHours: 'Ver horarios',
  /** Closed-store notice titles (diner §2 "Modals"). */
  closedModalTitle: 'Local cerrado',
  closedModalScheduleTitle: 'Programa tu pedido',
  /** Scheduling toggle (diner §4), shown only when both ways of ordering are enabled. */
  orderNow: 'En el momento',
  orderScheduled: 'Programado',
  /**
   * Label of a day in the scheduling picker. Decision: the Spanish weekday name and the day and
   * month ('Viernes 17/05'); the spec only says weekday names are in Spanish.
   */
  dayLabel: (weekdayName: string, day: string, month: string) => `${weekdayName} ${day}/${month}`,
} as const;
