/** The customer tracking page's SWR hook: from its own calls module, none of the rider's. */
import type { SWRConfiguration } from 'swr';
import type { CallInput } from '../contract/define.ts';
import { getTracking } from '../contract/tracking-calls.ts';
import { named, type ReadOptions, useCall } from './useCall.ts';

/** Follow-up §7: the tracking page falls back to an empty object on error (a failed refresh may keep the last answer). */
export const useTracking = (
  input: CallInput<typeof getTracking> | null,
  config?: SWRConfiguration,
  options?: ReadOptions,
) => named(useCall(getTracking, input, config, options), 'tracking');
