/**
 * The phone numbering plans (the domain's `phoneNumbering`, on libphonenumber-js's metadata) are
 * the largest part of the checkout's code and no part of its first screen: they load once the
 * page has settled, or at once when the diner types a phone or submits, and every phone rule waits
 * for them (the form's submit awaits `loadPhoneNumbering`, so no phone goes unchecked).
 */
import type { PhoneNumbering } from '@comanda/domain/validation';
import { whenPageSettles } from '@comanda/ui';
import { useEffect, useState } from 'react';

let loaded: PhoneNumbering | null = null;
let loading: Promise<PhoneNumbering> | null = null;
const waiting = new Set<(plans: PhoneNumbering) => void>();

/** The plans, imported once; a failed import is tried again on the next call. */
export function loadPhoneNumbering(): Promise<PhoneNumbering> {
  loading ??= import('@comanda/domain/validation/phone').then(
    (module) => {
      const plans = module.phoneNumbering;
      loaded = plans;
      for (const notify of waiting) notify(plans);
      return plans;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The plans once loaded (null until then), whoever loaded them; starts loading them once the
 * page has settled (the ui's `whenPageSettles`, as for the rest of what a first screen does not need). A failed load is left to the next caller (typing, submitting).
 */
export function usePhoneNumbering(): PhoneNumbering | null {
  const [numbering, setNumbering] = useState(loaded);
  useEffect(() => {
    if (numbering) return;
    waiting.add(setNumbering);
    whenPageSettles(() => void loadPhoneNumbering().catch(() => undefined));
    return () => {
      waiting.delete(setNumbering);
    };
  }, [numbering]);
  return numbering;
}
