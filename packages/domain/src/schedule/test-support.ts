/** Helpers shared by the schedule tests (not exported from the module's index). */
import { instantAtWallClock } from './time.ts';

export const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
export const SANTIAGO = 'America/Santiago';
export const NEW_YORK = 'America/New_York';

/** The instant a wall clock in `timeZone` shows `date` at `time`; fails loudly for a skipped time. */
export function wall(timeZone: string, date: string, time: string): Date {
  const [hours = '0', minutes = '0'] = time.split(':');
  const instant = instantAtWallClock(date, Number(hours) * 60 + Number(minutes), timeZone);
  if (!instant) throw new Error(`${date} ${time} does not exist in ${timeZone}`);
  return instant;
}
