import { type CountryCode, cleanPhoneInput, DEFAULT_COUNTRY, toE164, validateSignIn } from '@comanda/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';
import * as styles from './SignInModal.css.ts';

/** Diner §2 "Modals": sign in by phone only. */
export const signInModalTexts = {
  title: 'Iniciar sesión',
  phoneLabel: 'Teléfono',
  submit: 'Ingresar',
} as const;

export interface SignInCredentials {
  /** E.164 ('+5491123456789'). */
  readonly phone: string;
  readonly country: CountryCode;
}

export interface SignInModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** The prefix country first shown: the branch's country (diner §6). */
  readonly defaultCountry?: CountryCode;
  readonly onCountryChange?: (country: CountryCode) => void;
  /** The sign-in call is running: 'Ingresar' is busy. The caller closes the modal and toasts the result. */
  readonly loading?: boolean;
  /** Called only with a valid phone ('Debe ingresar un número válido' otherwise). */
  readonly onSubmit: (credentials: SignInCredentials) => void;
}

export function SignInModal({
  defaultCountry = DEFAULT_COUNTRY,
  onCountryChange,
  loading = false,
  onSubmit,
  ...modal
}: SignInModalProps) {
  const formId = useId();
  const [phone, setPhone] = useState('');
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const result = validateSignIn(phone, country);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    onSubmit({ phone: toE164(phone, country) ?? cleanPhoneInput(phone), country });
  };

  return (
    <Modal
      {...modal}
      title={signInModalTexts.title}
      footer={
        <Button type="submit" form={formId} loading={loading} fullWidth>
          {signInModalTexts.submit}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit} data-slot="sign-in-form">
        <PhoneInput
          label={signInModalTexts.phoneLabel}
          value={phone}
          onValueChange={(next) => {
            setPhone(next);
            setError(undefined);
          }}
          country={country}
          onCountryChange={(next) => {
            onCountryChange?.(next);
            setCountry(next);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Modal>
  );
}
