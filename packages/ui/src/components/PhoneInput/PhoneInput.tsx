import { type CountryCode, countries, countryCodes, DEFAULT_COUNTRY } from '@comanda/domain/money';
import { type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { fieldErrorSlot, useFieldErrorFocus } from '../TextField/fieldError.ts';
import * as styles from './PhoneInput.css.ts';

export interface PhoneInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  readonly label: string;
  readonly hint?: string | undefined;
  /** Shown under the field as the number's description and marks it invalid; read once, with the field. */
  readonly error?: string | undefined;
  /** The number as typed, without the prefix. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  /** The prefix country (diner §6); the caller keeps it (e.g. in local storage, diner §9). */
  readonly country?: CountryCode;
  readonly defaultCountry?: CountryCode;
  readonly onCountryChange?: (country: CountryCode) => void;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A phone number with its country prefix selector (ar, uy, cl, co, pe, br, ve, py, mx, ec, bo,
 * us). Validation belongs to the form, through the domain (`validateSignIn`, `isValidPhone`).
 */
export function PhoneInput({
  label,
  hint,
  error,
  value,
  defaultValue = '',
  onValueChange,
  country,
  defaultCountry = DEFAULT_COUNTRY,
  onCountryChange,
  id: givenId,
  className,
  disabled,
  ...rest
}: PhoneInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const [ownCountry, setOwnCountry] = useState<CountryCode>(defaultCountry);
  const currentValue = value ?? ownValue;
  const currentCountry = country ?? ownCountry;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  useFieldErrorFocus(id, error, disabled);

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-slot="phone-input">
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <select
          aria-label="Código de país"
          className={styles.country}
          value={currentCountry}
          disabled={disabled}
          data-slot="phone-input-country"
          onChange={(event) => {
            const next = event.currentTarget.value as CountryCode;
            onCountryChange?.(next);
            if (country === undefined) setOwnCountry(next);
          }}
        >
          {countryCodes.map((code) => {
            const { name, phonePrefix } = countries[code];
            return (
              <option key={code} value={code}>
                {`${name} (+${phonePrefix})`}
              </option>
            );
          })}
        </select>
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={styles.input}
          value={currentValue}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-slot="phone-input-number"
          onChange={(event) => {
            const next = event.currentTarget.value;
            onValueChange?.(next);
            if (value === undefined) setOwnValue(next);
          }}
          {...rest}
        />
      </div>
      {(hint || error) && (
        <div className={styles.footer}>
          {error ? (
            <span id={errorId} className={styles.error} data-slot={fieldErrorSlot}>
              {error}
            </span>
          ) : (
            <span id={hintId} className={styles.hint}>
              {hint}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
