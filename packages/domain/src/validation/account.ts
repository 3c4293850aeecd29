/**
 * Small forms around a person's identity: the diner's sign in (diner §2, §5), the loyalty
 * reward signup (diner §5) and the rider's registration and shift screens (follow-up §2, §5).
 */
import { validationMessages } from './messages.ts';
import { isSamePhone, isValidPhone } from './phone.ts';
import { invalid, isBlank, type ValidationResult, valid } from './result.ts';
import { isNewRiderSecurityCode } from './rider-security-code.ts';

/** Sign in by phone only: 'Debe ingresar un número válido'. */
export function validateSignIn(phone: unknown, country?: string): ValidationResult {
  return isValidPhone(phone, country) ? valid : invalid(validationMessages.signIn.phoneInvalid);
}

/** The toast after the sign-in call. */
export function signInToast(succeeded: boolean): string {
  return succeeded ? validationMessages.signIn.success : validationMessages.signIn.failure;
}

/** Actions that need a signed-in diner answer with the toast 'Inicie sesión'. */
export function requireSignedIn(isSignedIn: boolean): ValidationResult {
  return isSignedIn ? valid : invalid(validationMessages.signIn.loginRequired);
}

export interface RewardSignupInput {
  readonly phone: string | null | undefined;
  readonly name: string | null | undefined;
  readonly email: string | null | undefined;
}

/** Decision: missing fields are reported before an invalid phone (the phone check needs a phone). */
export function validateRewardSignup(input: RewardSignupInput, country?: string): ValidationResult {
  if (isBlank(input.phone) || isBlank(input.name) || isBlank(input.email)) {
    return invalid(validationMessages.rewardSignup.allFieldsRequired);
  }
  return isValidPhone(input.phone, country) ? valid : invalid(validationMessages.rewardSignup.phoneInvalid);
}

/** Follow-up §3 "Rider form fields". */
export interface RiderRegistrationInput {
  /** The phone from the intake step (shown disabled). */
  readonly initPhone: string | null | undefined;
  /** 'Confirma tu teléfono'. */
  readonly registerPhone: string | null | undefined;
  /** 'Nombre y Apellido'. */
  readonly name: string | null | undefined;
  /** 'Código de seguridad'. */
  readonly securityCode: string | null | undefined;
}

/** The rider page's inputs, which a rider validation's message belongs under. */
export type RiderFormField = keyof RiderRegistrationInput;

/** Phone intake ('Ingresa con tu teléfono'): the phone must be valid. */
export function validateRiderPhone(
  phone: unknown,
  country?: string,
  field: 'initPhone' | 'registerPhone' = 'initPhone',
): ValidationResult<RiderFormField> {
  return isValidPhone(phone, country) ? valid : invalid(validationMessages.rider.phoneInvalid, field);
}

/**
 * Register ('Iniciar turno'). Decision on the order, which the spec leaves open: all of name,
 * phone and security code present, then the two phone entries equal (compared as numbers, so
 * spacing does not matter), then the phone valid. The first failure is the message.
 */
export function validateRiderRegistration(
  input: RiderRegistrationInput,
  country?: string,
): ValidationResult<RiderFormField> {
  if (isBlank(input.name) || isBlank(input.initPhone) || isBlank(input.registerPhone) || isBlank(input.securityCode)) {
    return invalid(validationMessages.rider.allFieldsRequired);
  }
  if (!isSamePhone(input.initPhone, input.registerPhone, country))
    return invalid(validationMessages.rider.phonesDoNotMatch, 'registerPhone');
  const phone = validateRiderPhone(input.registerPhone, country, 'registerPhone');
  if (!phone.ok) return phone;
  return isNewRiderSecurityCode(input.securityCode)
    ? valid
    : invalid(validationMessages.rider.securityCodeTooShort, 'securityCode');
}

/** Log in or log out of a shift: only the security code is asked for. */
export function validateRiderSecurityCode(securityCode: unknown): ValidationResult<RiderFormField> {
  return isBlank(securityCode) ? invalid(validationMessages.rider.allFieldsRequired, 'securityCode') : valid;
}
