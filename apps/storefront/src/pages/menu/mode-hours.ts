/**
 * The order modes as the hours modal lists them (diner §2 "opening hours / store information"):
 * each with its own hours and whether it takes orders now by them.
 */
import type { OrderModeOutput } from '@comanda/api';
import { orderingStatus, orderModeWorkingDays, type WorkingDay } from '@comanda/domain/schedule';
import type { HoursModalOrderMode } from '@comanda/ui';

export function hoursOfModes(
  modes: readonly OrderModeOutput[],
  storeWorkingDays: readonly WorkingDay[],
  now: number,
  timeZone: string,
): HoursModalOrderMode[] {
  return modes
    .filter((mode) => mode.active)
    .map((mode) => {
      const workingDays = orderModeWorkingDays(mode, storeWorkingDays);
      return {
        id: mode.id,
        name: mode.showName,
        workingDays,
        open: orderingStatus({ mode, workingDays, now, timeZone }).canOrderNow,
      };
    });
}
