/**
 * The diner the branch knows by the phone typed in 'Mis datos' (diner §7: the customer and their
 * orders are fetched on phone change, debounced 500 ms): their points balance, their name filled
 * in when the name field is still empty, and the access tokens the orders read takes (OrderInProgressNote). The server tells a signed-in diner's customer to that session only;
 * to anyone else it gives back what this browser sent in the orders it placed (their tokens go
 * with both reads), or nothing (docs/security.md).
 */
import { useOrderingCustomer } from '@comanda/api/react';
import type { PhoneNumbering } from '@comanda/domain/validation';
import type { CustomerData } from '@comanda/ui';
import { useEffect, useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { placedOrderTokens } from '../../state/placed-orders.ts';
import type { CheckoutRules, CheckoutValues } from './checkout-validation.ts';
import { useDebouncedValue } from './useTiming.ts';

/** Diner §7: the customer lookup follows the phone, debounced 500 ms. */
export const CUSTOMER_LOOKUP_DEBOUNCE_MS = 500;

export function useKnownCustomer(
  customer: CustomerData,
  store: { readonly alias: string; readonly branchId: string },
  form: UseFormReturn<CheckoutValues, CheckoutRules>,
  phones: PhoneNumbering | null,
) {
  const { alias, branchId } = store;
  // Until the numbering plans are loaded no phone is known to be valid, so nothing is looked up.
  const phone = phones?.toE164(customer.phone, customer.phoneCountry) ?? null;
  const lookupPhone = useDebouncedValue(phone, CUSTOMER_LOOKUP_DEBOUNCE_MS);
  /** The phone once it stopped changing (E.164), else null. */
  const settledPhone = lookupPhone && lookupPhone === phone ? lookupPhone : null;
  // Read when the phone settles: an order placed meanwhile in another tab counts from the next phone.
  const access = useMemo(() => (settledPhone ? placedOrderTokens(alias, Date.now()) : []), [alias, settledPhone]);
  const { customer: known } = useOrderingCustomer(
    settledPhone
      ? { params: { phone: settledPhone }, query: { branchId, ...(access.length > 0 ? { access } : {}) } }
      : null,
  );
  const knownCustomer = known?.phone !== undefined ? known : null;
  useEffect(() => {
    const current = form.getValues('customer');
    // The whole value: 'Mis datos' is one controlled field, which a nested path would not redraw.
    if (knownCustomer?.name && current.name.trim() === '')
      form.setValue('customer', { ...current, name: knownCustomer.name });
  }, [knownCustomer?.name, form]);
  return { phone, settledPhone, knownCustomer, access };
}
