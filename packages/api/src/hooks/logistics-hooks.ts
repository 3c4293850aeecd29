/**
 * Named SWR hooks for the rider app (the tracking page's are in `tracking-hooks.ts`). Reads return named fields
 * (`{ shipments, isLoading, error, mutate }`); a `null` argument waits. A write is
 * `useCallMutation(logisticsCalls.updateShipment)`.
 */
import type { SWRConfiguration } from 'swr';
import type { CallInput } from '../contract/define.ts';
// Calls read one by one from the module: a page ships only the calls it makes.
import * as c from '../contract/logistics-calls.ts';
import { named, useCall } from './useCall.ts';

type Input<K extends keyof typeof c> = CallInput<(typeof c)[K]>;

export const useShipments = (input: Input<'listShipments'> | null, config?: SWRConfiguration) =>
  named(useCall(c.listShipments, input, { keepPreviousData: true, ...config }), 'shipments');
export const useShipmentInProgress = (input: Input<'getShipmentInProgress'> | null = {}) =>
  named(useCall(c.getShipmentInProgress, input), 'shift');
export const useShipment = (input: Input<'getShipment'> | null) => named(useCall(c.getShipment, input), 'shipment');
export const useShipmentStacks = (input: Input<'listShipmentStacks'> | null, config?: SWRConfiguration) =>
  named(useCall(c.listShipmentStacks, input, { keepPreviousData: true, ...config }), 'stacks');
export const useShipmentStack = (input: Input<'getShipmentStack'> | null) =>
  named(useCall(c.getShipmentStack, input), 'stack');
export const useWhoAmI = (input: Input<'whoAmI'> | null = {}) => named(useCall(c.whoAmI, input), 'rider');
