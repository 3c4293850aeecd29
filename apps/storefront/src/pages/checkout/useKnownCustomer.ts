/**
 * The diner the branch knows by the phone typed in 'Mis datos' (diner §7: the customer lookup
 * follows the phone, debounced 500 ms): their points balance, and their name filled in when the
 * name field is still empty.
 */
import { useOrderingCustomer } from '@comanda/api/react';
import { toE164 } from '@comanda/domain';
import type { CustomerData } from '@comanda/ui';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutRules, CheckoutValues } from './checkout-validation.ts';
import { useDebouncedValue } from './useTiming.ts';

/** Diner §7: the customer lookup follows the phone, debounced 500 ms. */
export const CUSTOMER_LOOKUP_DEBOUNCE_MS = 500;

export function useKnownCustomer(
  customer: CustomerData,
  branchId: string,
  form: UseFormReturn<CheckoutValues, CheckoutRules>,
) {
  const phone = toE164(customer.phone, customer.phoneCountry);
  const lookupPhone = useDebouncedValue(phone, CUSTOMER_LOOKUP_DEBOUNCE_MS);
  /** The phone once it stopped changing (E.164), else null. */
  const settledPhone = lookupPhone && lookupPhone === phone ? lookupPhone : null;
  const { customer: known } = useOrderingCustomer(
    settledPhone ? { params: { phone: settledPhone }, query: { branchId } } : null,
  );
  const knownCustomer = known?.phone !== undefined ? known : null;
  useEffect(() => {
    if (knownCustomer?.name && form.getValues('customer.name').trim() === '') {
      form.setValue('customer.name', knownCustomer.name);
    }
  }, [knownCustomer?.name, form]);
  return { phone, settledPhone, knownCustomer };
}
