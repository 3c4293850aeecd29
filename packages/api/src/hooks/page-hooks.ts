/**
 * Named SWR hooks for the diner-side reads of the pages other than the menu (store chooser,
 * address, account, loyalty, company, cart and checkout totals, survey, venue guide), as in
 * `diner-hooks.ts`: apart from the menu's, so that they and their calls load with those pages.
 */
import type { CallInput } from '../contract/define.ts';
// Calls read one by one from the module: a page ships only the calls it makes.
import * as c from '../contract/diner-page-calls.ts';
import { named, namedWithStatus, useCall, useCallRead } from './useCall.ts';

type Input<K extends keyof typeof c> = CallInput<(typeof c)[K]>;

/** The store's country data: its phone country is where the diner's phone starts (diner §6). */
export const useCountry = (input: Input<'getCountry'> | null) => named(useCall(c.getCountry, input), 'country');
export const useBranchContacts = (input: Input<'listBranchContacts'> | null) =>
  named(useCall(c.listBranchContacts, input, { keepPreviousData: true }), 'branchContactList');
export const useDeliveryFee = (input: Input<'getDeliveryFee'> | null) =>
  named(useCall(c.getDeliveryFee, input), 'deliveryFee');
/** The server's geocoder on demand: a typed address on CONTINUAR, the address at a point. */
export function useGeocoder() {
  return { search: useCallRead(c.searchAddresses), reverse: useCallRead(c.reverseGeocode) };
}
export const useEntityIndicators = (input: Input<'getEntityIndicators'> | null) =>
  named(useCall(c.getEntityIndicators, input), 'indicators');
export const useOrderingCustomer = (input: Input<'getOrderingCustomer'> | null) =>
  named(useCall(c.getOrderingCustomer, input), 'customer');
export const useLoyaltyProgram = (input: Input<'getLoyaltyProgram'> | null) =>
  named(useCall(c.getLoyaltyProgram, input), 'loyaltyProgram');
export const useLoyaltyHistory = (input: Input<'getLoyaltyHistory'> | null) =>
  named(useCall(c.getLoyaltyHistory, input, { keepPreviousData: true }), 'loyaltyHistory');
export const useLoyaltyReward = (input: Input<'getLoyaltyReward'> | null) =>
  namedWithStatus(useCall(c.getLoyaltyReward, input), 'loyaltyReward');
export const useBranchOrderModes = (input: Input<'getBranchOrderModes'> | null) =>
  namedWithStatus(useCall(c.getBranchOrderModes, input), 'orderModes');
export const useCompany = (input: Input<'getCompany'> | null) => named(useCall(c.getCompany, input), 'company');
export const useCompanyBranches = (input: Input<'getCompanyBranches'> | null) =>
  named(useCall(c.getCompanyBranches, input), 'companyBranches');
export const useGeneralDiscounts = (input: Input<'getGeneralDiscounts'> | null) =>
  named(useCall(c.getGeneralDiscounts, input), 'generalDiscounts');
export const useGeneralSurcharges = (input: Input<'getGeneralSurcharges'> | null) =>
  named(useCall(c.getGeneralSurcharges, input), 'generalSurcharges');
export const useFees = (input: Input<'getFees'> | null) => named(useCall(c.getFees, input), 'fees');
export const useSurvey = (input: Input<'getSurvey'> | null) => named(useCall(c.getSurvey, input), 'survey');
export const useSurveyState = (input: Input<'getSurveyState'> | null) =>
  named(useCall(c.getSurveyState, input), 'surveyState');
export const useNearVenues = (input: Input<'getNearVenues'> | null) =>
  named(useCall(c.getNearVenues, input, { keepPreviousData: true }), 'nearVenues');
export const useDinerSessionCheck = (input: Input<'getDinerSession'> | null) =>
  named(useCall(c.getDinerSession, input), 'dinerSession');
