import type { OrderModeOutput } from '@comanda/api';
import { useSchedule } from '@comanda/api/react';
import { orderModeAvailability } from '@comanda/domain/schedule';
import { useMemo } from 'react';

/**
 * The order mode with its schedule as `GET /api/ordermode/schedule/{orderModeId}` gives it
 * (diner §7), read for a mode that takes scheduled orders. While it loads, `loading` holds the
 * checkout ('Estamos calculando los horarios del local, aguarde unos momentos.'); if it fails the
 * failure is only logged (diner §8), and the schedule the mode came with stands.
 */
export function useModeSchedule(mode: OrderModeOutput): { mode: OrderModeOutput; loading: boolean } {
  const schedulable = (orderModeAvailability(mode) ?? 'now') !== 'now';
  const { scheduleConfigs, isLoading } = useSchedule(schedulable ? { params: { orderModeId: mode.id } } : null);
  const scheduled = useMemo(
    () => (scheduleConfigs ? { ...mode, schedules: [{ scheduleConfigs }] } : mode),
    [mode, scheduleConfigs],
  );
  return { mode: scheduled, loading: schedulable && isLoading };
}
