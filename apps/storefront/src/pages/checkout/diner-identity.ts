/**
 * Who is ordering, as far as this browser remembers: the phone prefix kept locally (diner §9)
 * and the signed-in diner's session (diner §1: signed in by phone only, per branch; see
 * `state/diner-session.ts`), which the checkout's 'Mis datos' starts from.
 */
import { type CountryCode, isCountryCode } from '@comanda/domain/money';
import type { EntryParameters } from '@comanda/domain/order';
import type { PhoneNumbering } from '@comanda/domain/validation';
import { cleanPhoneTyping } from '@comanda/ui';
import { readDinerSession } from '../../state/diner-session.ts';
import { readStorage, storageKeys, writeStorage } from '../../state/storage.ts';

export function readPhonePrefix(fallback: string): CountryCode | null {
  const stored = readStorage(storageKeys.phonePrefix);
  if (isCountryCode(stored)) return stored;
  return isCountryCode(fallback) ? fallback : null;
}

export function writePhonePrefix(country: CountryCode): void {
  writeStorage(storageKeys.phonePrefix, country);
}

export interface SessionDiner {
  /** The phone as the diner types it after choosing `phoneCountry`. */
  readonly phone: string;
  readonly phoneCountry: CountryCode;
  readonly name: string;
}

/**
 * A stored phone (E.164 or as typed) read for the prefix country, as 'Mis datos' shows it: its
 * national number once the numbering plans are loaded, before that as stored (which reads the
 * same number, its own '+' prefix included).
 */
function asTyped(
  phone: string,
  name: string | null | undefined,
  country: CountryCode,
  phones: PhoneNumbering | null,
): SessionDiner {
  const prefix = readPhonePrefix(country) ?? country;
  const parsed = phones?.parsePhone(phone, prefix) ?? null;
  return {
    phone: parsed ? parsed.nationalNumber : cleanPhoneTyping(phone),
    phoneCountry: parsed?.country ?? prefix,
    name: name ?? '',
  };
}

/**
 * Who 'Mis datos' starts from: the signed-in diner of this branch, else the phone and name the
 * link into the menu carried (diner §2), else nobody.
 */
export function readSessionDiner(
  branchId: string,
  country: CountryCode,
  entry: EntryParameters | null,
  phones: PhoneNumbering | null,
): SessionDiner | null {
  const session = readDinerSession(branchId);
  if (session) return asTyped(session.phone, session.name, country, phones);
  if (entry?.phone || entry?.name) return asTyped(entry.phone ?? '', entry.name, country, phones);
  return null;
}
