/**
 * Named SWR hooks for the diner-side reads and writes. Reads return named fields
 * (`{ menu, isLoading, error, mutate }`); a `null` argument waits (conditional fetching). A write
 * is `useCallMutation(dinerCalls.createOrder)`.
 */
import type { SWRConfiguration } from 'swr';
import type { CallInput } from '../contract/define.ts';
// Calls read one by one from the module: a page ships only the calls it makes.
import * as c from '../contract/diner-read-calls.ts';
import { named, namedWithStatus, type ReadOptions, useCall, useCallRead } from './useCall.ts';

type Input<K extends keyof typeof c> = CallInput<(typeof c)[K]>;

export const useAliasInfo = (input: Input<'getAliasInfo'> | null) =>
  namedWithStatus(useCall(c.getAliasInfo, input), 'aliasInfo');
export const useMenuHashes = (input: Input<'getMenuHashes'> | null) =>
  named(useCall(c.getMenuHashes, input), 'menuHashes');
/** The store's country data: its phone country is where the diner's phone starts (diner §6). */
export const useCountry = (input: Input<'getCountry'> | null) => named(useCall(c.getCountry, input), 'country');
export const useBranchContact = (input: Input<'getBranchContact'> | null) =>
  named(useCall(c.getBranchContact, input), 'branchContact');
export const useBranchContacts = (input: Input<'listBranchContacts'> | null) =>
  named(useCall(c.listBranchContacts, input, { keepPreviousData: true }), 'branchContactList');
export const useDeliveryFee = (input: Input<'getDeliveryFee'> | null) =>
  named(useCall(c.getDeliveryFee, input), 'deliveryFee');
/** The server's geocoder on demand: a typed address on CONTINUAR, the address at a point. */
export function useGeocoder() {
  return { search: useCallRead(c.searchAddresses), reverse: useCallRead(c.reverseGeocode) };
}
export const useIndicators = (input: Input<'getIndicators'> | null = {}) =>
  named(useCall(c.getIndicators, input), 'indicators');
export const useEntityIndicators = (input: Input<'getEntityIndicators'> | null) =>
  named(useCall(c.getEntityIndicators, input), 'indicators');
export const useSchedule = (input: Input<'getSchedule'> | null) =>
  named(useCall(c.getSchedule, input), 'scheduleConfigs');
export const useMenuCustomizations = (input: Input<'getMenuCustomizations'> | null) =>
  named(useCall(c.getMenuCustomizations, input), 'customizations');
export const useOrderingCustomer = (input: Input<'getOrderingCustomer'> | null) =>
  named(useCall(c.getOrderingCustomer, input), 'customer');
export const useLoyaltyProgram = (input: Input<'getLoyaltyProgram'> | null) =>
  named(useCall(c.getLoyaltyProgram, input), 'loyaltyProgram');
export const useLoyaltyHistory = (input: Input<'getLoyaltyHistory'> | null) =>
  named(useCall(c.getLoyaltyHistory, input, { keepPreviousData: true }), 'loyaltyHistory');
export const useLoyaltyReward = (input: Input<'getLoyaltyReward'> | null) =>
  namedWithStatus(useCall(c.getLoyaltyReward, input), 'loyaltyReward');
export const useDinerOrders = (input: Input<'getDinerOrders'> | null) =>
  named(useCall(c.getDinerOrders, input), 'dinerOrders');
export const useBranchOrderModes = (input: Input<'getBranchOrderModes'> | null) =>
  namedWithStatus(useCall(c.getBranchOrderModes, input), 'orderModes');
export const useCompany = (input: Input<'getCompany'> | null) => named(useCall(c.getCompany, input), 'company');
export const useCompanyBranches = (input: Input<'getCompanyBranches'> | null) =>
  named(useCall(c.getCompanyBranches, input), 'companyBranches');
export const useMenu = (input: Input<'getMenu'> | null) => named(useCall(c.getMenu, input), 'menu');
/** Diner §3: the plate discounts in force at a branch, the menu's `discounts`. */
export const useBranchDiscounts = (input: Input<'getBranchDiscounts'> | null) =>
  named(useCall(c.getBranchDiscounts, input), 'branchDiscounts');
export const useRecoveryCart = (input: Input<'getRecoveryCart'> | null) =>
  named(useCall(c.getRecoveryCart, input), 'recoveryCart');
export const useGeneralDiscounts = (input: Input<'getGeneralDiscounts'> | null) =>
  named(useCall(c.getGeneralDiscounts, input), 'generalDiscounts');
export const useGeneralSurcharges = (input: Input<'getGeneralSurcharges'> | null) =>
  named(useCall(c.getGeneralSurcharges, input), 'generalSurcharges');
export const useFees = (input: Input<'getFees'> | null) => named(useCall(c.getFees, input), 'fees');
/** Follow-up §2: the page refetches the order whenever it becomes visible again. */
export const useOrder = (input: Input<'getOrder'> | null, config?: SWRConfiguration, options?: ReadOptions) =>
  named(useCall(c.getOrder, input, { revalidateOnFocus: true, ...config }, options), 'order');
export const useSurvey = (input: Input<'getSurvey'> | null) => named(useCall(c.getSurvey, input), 'survey');
export const useSurveyState = (input: Input<'getSurveyState'> | null) =>
  named(useCall(c.getSurveyState, input), 'surveyState');
export const useNearVenues = (input: Input<'getNearVenues'> | null) =>
  named(useCall(c.getNearVenues, input, { keepPreviousData: true }), 'nearVenues');
export const useDinerSessionCheck = (input: Input<'getDinerSession'> | null) =>
  named(useCall(c.getDinerSession, input), 'dinerSession');
