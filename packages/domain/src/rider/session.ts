/**
 * Rider session and the rider page 'Repartidores' (follow-up §2, §4 "Rider session", §5, §8).
 */
import { shipmentMessages } from '../shipments/messages.ts';
import {
  type RiderFormField,
  type RiderRegistrationInput,
  validateRiderPhone,
  validateRiderRegistration,
  validateRiderSecurityCode,
} from '../validation/account.ts';
import { validationMessages } from '../validation/messages.ts';
import { type ValidationResult, valid } from '../validation/result.ts';
import { riderMessages } from './messages.ts';

export const RIDER_SESSION_LOADING = ['starting', 'loading', 'fetched', 'failed'] as const;
export type RiderSessionLoading = (typeof RIDER_SESSION_LOADING)[number];

/**
 * Where a rider screen's session stands: `starting` before who-am-I is asked, `loading` while it
 * is (a retry too), `fetched` once answered (a later failed refresh keeps it), `failed` when no
 * answer came: the screen then offers to try again rather than going blank.
 */
export function riderSessionLoading(read: {
  readonly answered: boolean;
  readonly asking: boolean;
  readonly failed: boolean;
}): RiderSessionLoading {
  if (read.answered) return 'fetched';
  if (read.asking) return 'loading';
  return read.failed ? 'failed' : 'starting';
}

/**
 * Follow-up §8: a who-am-I the server refuses (no shift, an expired or revoked token) sends the
 * rider to the 404 page. Decision: a network or server failure is not a refusal; it is `failed`.
 */
export const isWhoAmIRefusal = (httpStatus: number | undefined): boolean => httpStatus === 401 || httpStatus === 403;

/** The `{registerPageVariant}` route segment of logistics/{alias}/rider/{registerPageVariant}. */
export const RIDER_PAGE_VARIANTS = ['phoneIntake', 'register', 'logIn', 'logOut', 'success'] as const;
export type RiderPageVariant = (typeof RIDER_PAGE_VARIANTS)[number];

export function isRiderPageVariant(value: unknown): value is RiderPageVariant {
  return typeof value === 'string' && (RIDER_PAGE_VARIANTS as readonly string[]).includes(value);
}

/**
 * Decision: rider phones are read as Argentine numbers unless typed with their own + prefix
 * (the product's default country). The placeholder is `RIDER_PHONE_PLACEHOLDER` (validation/phone.ts).
 */
export const RIDER_PHONE_COUNTRY = 'ar';

export interface RiderPageView {
  /** Fields in display order; in register the initial phone is shown disabled. */
  readonly fields: readonly RiderFormField[];
  readonly disabledFields: readonly RiderFormField[];
  /** Null: no button (success). */
  readonly button: string | null;
  readonly greeting: string | null;
}

/** '¡Hola {name}!' */
export const riderGreeting = (name: string): string => riderMessages.greeting(name.trim());

export function riderPageView(variant: RiderPageVariant, riderName?: string | null): RiderPageView {
  const greeting = riderName?.trim() ? riderGreeting(riderName) : null;
  switch (variant) {
    case 'phoneIntake':
      return { fields: ['initPhone'], disabledFields: [], button: riderMessages.next, greeting: null };
    case 'register':
      return {
        fields: ['initPhone', 'registerPhone', 'name', 'securityCode'],
        disabledFields: ['initPhone'],
        button: riderMessages.startShift,
        greeting: null,
      };
    case 'logIn':
      return { fields: ['securityCode'], disabledFields: [], button: riderMessages.startShift, greeting };
    case 'logOut':
      return { fields: ['securityCode'], disabledFields: [], button: riderMessages.endShift, greeting };
    case 'success':
      return { fields: [], disabledFields: [], button: null, greeting: null };
    default:
      variant satisfies never;
      return riderPageView('phoneIntake');
  }
}

/** Result of GET /api/rider/bc/phone: a rider, or a 404 (not found). */
export type RiderLookup = { readonly found: true; readonly active: boolean } | { readonly found: false };

/** Phone intake leads to logOut (active rider), logIn (rider exists, not active) or register (not found). */
export function variantAfterPhoneIntake(lookup: RiderLookup): 'register' | 'logIn' | 'logOut' {
  if (!lookup.found) return 'register';
  return lookup.active ? 'logOut' : 'logIn';
}

/** Lookup failure other than 404 shows the generic message; 404 starts registration. */
export function riderLookupFailure(httpStatus: number | undefined): { next: 'register' } | { message: string } {
  return httpStatus === 404 ? { next: 'register' } : { message: shipmentMessages.generic };
}

/**
 * Create or update failure: 400 means a wrong security code, 429 one locked after too many (both
 * shown under the code); anything else is about the whole form.
 */
export function riderSaveFailure(httpStatus: number | undefined): {
  readonly message: string;
  readonly field?: RiderFormField;
} {
  if (httpStatus === 400) return { message: validationMessages.rider.securityCodeWrong, field: 'securityCode' };
  if (httpStatus === 429) return { message: validationMessages.rider.securityCodeLocked, field: 'securityCode' };
  return { message: shipmentMessages.generic };
}

/** Register and log in start a shift; log out finishes it. */
export function riderSuccessMessage(action: 'register' | 'logIn' | 'logOut'): string {
  return action === 'logOut' ? riderMessages.shiftFinished : riderMessages.shiftStarted;
}

/** The `active` flag sent by each action (create sends active=true). */
export const riderActiveAfter = (action: 'register' | 'logIn' | 'logOut'): boolean => action !== 'logOut';

export type RiderFormValues = Partial<RiderRegistrationInput>;

/**
 * The form check of a page variant, delegated to validation/account.ts: phone intake checks the
 * phone, register the four fields, log in and log out the security code; success has no form.
 */
export function validateRiderPage(
  variant: RiderPageVariant,
  values: RiderFormValues,
  country: string = RIDER_PHONE_COUNTRY,
): ValidationResult<RiderFormField> {
  switch (variant) {
    case 'phoneIntake':
      return validateRiderPhone(values.initPhone, country);
    case 'register':
      return validateRiderRegistration(
        {
          initPhone: values.initPhone,
          registerPhone: values.registerPhone,
          name: values.name,
          securityCode: values.securityCode,
        },
        country,
      );
    case 'logIn':
    case 'logOut':
      return validateRiderSecurityCode(values.securityCode);
    case 'success':
      return valid;
    default:
      variant satisfies never;
      return valid;
  }
}
