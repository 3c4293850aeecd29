/**
 * Named SWR hooks for the menu's diner-side reads (the other pages' are in `page-hooks.ts`, so
 * that they load with those pages) and the writes. Reads return named fields
 * (`{ menu, isLoading, error, mutate }`); a `null` argument waits (conditional fetching). A write
 * is `useCallMutation(dinerCalls.createOrder)`.
 */
import type { SWRConfiguration } from 'swr';
import type { CallInput } from '../contract/define.ts';
// Calls read one by one from the module: a page ships only the calls it makes.
import * as c from '../contract/diner-read-calls.ts';
import { named, namedWithStatus, type ReadOptions, useCall } from './useCall.ts';

type Input<K extends keyof typeof c> = CallInput<(typeof c)[K]>;

export const useAliasInfo = (input: Input<'getAliasInfo'> | null) =>
  namedWithStatus(useCall(c.getAliasInfo, input), 'aliasInfo');
export const useMenuHashes = (input: Input<'getMenuHashes'> | null) =>
  named(useCall(c.getMenuHashes, input), 'menuHashes');
export const useBranchContact = (input: Input<'getBranchContact'> | null) =>
  named(useCall(c.getBranchContact, input), 'branchContact');
export const useIndicators = (input: Input<'getIndicators'> | null = {}) =>
  named(useCall(c.getIndicators, input), 'indicators');
export const useSchedule = (input: Input<'getSchedule'> | null) =>
  named(useCall(c.getSchedule, input), 'scheduleConfigs');
export const useMenuCustomizations = (input: Input<'getMenuCustomizations'> | null) =>
  named(useCall(c.getMenuCustomizations, input), 'customizations');
export const useDinerOrders = (input: Input<'getDinerOrders'> | null) =>
  named(useCall(c.getDinerOrders, input), 'dinerOrders');
export const useMenu = (input: Input<'getMenu'> | null) => named(useCall(c.getMenu, input), 'menu');
/** Diner §3: the plate discounts in force at a branch, the menu's `discounts`. */
export const useBranchDiscounts = (input: Input<'getBranchDiscounts'> | null) =>
  named(useCall(c.getBranchDiscounts, input), 'branchDiscounts');
export const useRecoveryCart = (input: Input<'getRecoveryCart'> | null) =>
  named(useCall(c.getRecoveryCart, input), 'recoveryCart');
/** Follow-up §2: the page refetches the order whenever it becomes visible again. */
export const useOrder = (input: Input<'getOrder'> | null, config?: SWRConfiguration, options?: ReadOptions) =>
  named(useCall(c.getOrder, input, { revalidateOnFocus: true, ...config }, options), 'order');
