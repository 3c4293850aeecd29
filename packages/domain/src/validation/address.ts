/**
 * The address modal and the address sent with an order (diner §2 "Address modal", §3 "User
 * location" and "Address object on order", §5 "Address").
 */
import { validationMessages } from './messages.ts';
import { invalid, isBlank, type ValidationResult, valid } from './result.ts';

/** Diner §3 "User location (persisted locally)". */
export interface UserLocation {
  readonly fullAddress?: string | null;
  readonly lat?: number | null;
  readonly lng?: number | null;
  readonly street?: string | null;
  readonly number?: string | null;
  readonly city?: string | null;
  /** The spec names this field "locality or province": either is read. */
  readonly locality?: string | null;
  readonly province?: string | null;
  readonly country?: string | null;
  readonly postalCode?: string | null;
  readonly betweenStreets?: string | null;
  readonly details?: string | null;
  readonly geocoded?: boolean | null;
  readonly fromLocalStorage?: boolean | null;
}

/**
 * 'simple': the 'Mi dirección' free-text form. 'complex': the separate inputs (street, postal
 * code, city, province) of the 'Mi ubicación' tab, offered only to some branch contacts.
 */
export const addressInputModes = ['simple', 'complex'] as const;
export type AddressInputMode = (typeof addressInputModes)[number];

export const complexAddressRequiredFields = ['street', 'postalCode', 'city', 'province'] as const;
export type AddressField = 'fullAddress' | (typeof complexAddressRequiredFields)[number] | 'betweenStreets';

/**
 * Decision: the branch contacts that use the complex inputs come from a menu customization the
 * spec does not name; without one, this default list applies. The spec says it "has one id" but
 * not which: this placeholder matches no real branch contact until configured.
 */
export const DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS: readonly string[] = ['complex-address-branch-contact'];

export function usesComplexAddressInputs(
  branchContactId: string | number | null | undefined,
  listedIds: readonly (string | number)[] = DEFAULT_COMPLEX_ADDRESS_BRANCH_CONTACT_IDS,
): boolean {
  if (branchContactId === null || branchContactId === undefined) return false;
  return listedIds.some((id) => String(id) === String(branchContactId));
}

export function addressInputModeFor(
  branchContactId: string | number | null | undefined,
  listedIds?: readonly (string | number)[],
): AddressInputMode {
  return usesComplexAddressInputs(branchContactId, listedIds) ? 'complex' : 'simple';
}

export type AddressFormResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string; readonly fields: readonly AddressField[] };

export interface AddressFormOptions {
  /** deliveryConfig.betweenStreetsRequired of the branch contact. */
  readonly betweenStreetsRequired?: boolean | null;
}

/**
 * Pressing CONTINUAR in the address modal. The first failing rule gives the message, and
 * `fields` lists every field of that rule to mark. Cross streets: 'Ingrese un entrecalles' is
 * the message of an empty cross-streets field when the branch contact requires it; when it does
 * not, cross streets are optional like the clarifications (decision: the spec's "else" reads as
 * "else, when required and empty, this message").
 */
export function validateAddressForm(
  form: UserLocation,
  mode: AddressInputMode,
  options: AddressFormOptions = {},
): AddressFormResult {
  if (mode === 'simple') {
    if (isBlank(form.fullAddress)) {
      return { ok: false, message: validationMessages.address.simpleEmpty, fields: ['fullAddress'] };
    }
  } else {
    const missing = complexAddressRequiredFields.filter((field) => isBlank(form[field]));
    if (missing.length > 0) {
      return { ok: false, message: validationMessages.address.complexIncomplete, fields: missing };
    }
  }
  if (options.betweenStreetsRequired === true && isBlank(form.betweenStreets)) {
    return { ok: false, message: validationMessages.address.betweenStreetsRequired, fields: ['betweenStreets'] };
  }
  return { ok: true };
}

export function hasAddress(location: UserLocation | null | undefined): boolean {
  return !!location && (!isBlank(location.fullAddress) || !isBlank(location.street));
}

/** Closing the modal is refused while no address exists: 'Debe ingresar la dirección'. */
export function validateAddressOnClose(location: UserLocation | null | undefined): ValidationResult {
  return hasAddress(location) ? valid : invalid(validationMessages.address.required);
}

/**
 * A stored location can be used as it is when it was geocoded, or when city, postal code and
 * locality (or province) exist; otherwise the diner is asked to complete it.
 */
export function isStoredLocationComplete(location: UserLocation | null | undefined): boolean {
  if (!location) return false;
  if (location.geocoded === true) return true;
  return (
    !isBlank(location.city) &&
    !isBlank(location.postalCode) &&
    !(isBlank(location.locality) && isBlank(location.province))
  );
}

/** Diner §3 "Address object on order"; field names are the wire's. */
export interface OrderAddress {
  readonly direccion: string;
  readonly postalCode: string;
  readonly city: string;
  readonly province: string;
  readonly entrecalles: string;
  readonly aclaraciones: string;
  readonly formatted_address: string;
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Decision: `direccion` is street and number when a street was entered (complex inputs), else
 * the free-text address; `formatted_address` joins direccion, postal code, city and province
 * with ', ', skipping the empty ones.
 */
export function toOrderAddress(location: UserLocation): OrderAddress {
  const street = [text(location.street), text(location.number)].filter(Boolean).join(' ');
  const direccion = street || text(location.fullAddress);
  const postalCode = text(location.postalCode);
  const city = text(location.city);
  const province = text(location.province) || text(location.locality);
  return {
    direccion,
    postalCode,
    city,
    province,
    entrecalles: text(location.betweenStreets),
    aclaraciones: text(location.details),
    formatted_address: [direccion, postalCode, city, province].filter(Boolean).join(', '),
  };
}
