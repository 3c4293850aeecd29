import { type CountryCode, DEFAULT_COUNTRY } from '@comanda/domain/money';
import {
  cleanPhoneInput,
  SIGN_IN_CODE_LENGTH,
  toE164,
  validateSignIn,
  validateSignInCode,
  validationMessages,
} from '@comanda/domain/validation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './SignInModal.css.ts';

/** Diner §2 "Modals": sign in by phone ('Iniciar sesión', phone, 'Ingresar'), then the code sent to it. */
export const signInModalTexts = {
  title: 'Iniciar sesión',
  phoneLabel: 'Teléfono',
  submit: 'Ingresar',
  codeLabel: validationMessages.signIn.codeLabel,
  codeHint: validationMessages.signIn.codeHint,
  resendCode: validationMessages.signIn.resendCode,
  changePhone: validationMessages.signIn.changePhone,
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
  /** A call is running (sending the code, or checking it): 'Ingresar' is busy. */
  readonly loading?: boolean;
  /** Called only with a valid phone ('Debe ingresar un número válido' otherwise): the caller sends the code. */
  readonly onSubmit: (credentials: SignInCredentials) => void;
  /** The code step: a code went to this phone (as it is shown to the diner). */
  readonly codeSentTo?: string | undefined;
  /** Why the last code was refused (the server's message). */
  readonly codeError?: string | undefined;
  /** Called only with a code of the right shape; the caller opens the session. */
  readonly onSubmitCode?: (code: string) => void;
  readonly onResendCode?: () => void;
  /** Back to the phone step. */
  readonly onChangePhone?: () => void;
}

export function SignInModal({
  defaultCountry = DEFAULT_COUNTRY,
  onCountryChange,
  loading = false,
  onSubmit,
  codeSentTo,
  codeError,
  onSubmitCode,
  onResendCode,
  onChangePhone,
  ...modal
}: SignInModalProps) {
  const formId = useId();
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
      {codeSentTo === undefined ? (
        <PhoneStep
          formId={formId}
          defaultCountry={defaultCountry}
          loading={loading}
          onSubmit={onSubmit}
          {...(onCountryChange ? { onCountryChange } : {})}
        />
      ) : (
        <CodeStep
          formId={formId}
          sentTo={codeSentTo}
          loading={loading}
          serverError={codeError}
          onSubmitCode={onSubmitCode}
          onResendCode={onResendCode}
          onChangePhone={onChangePhone}
        />
      )}
    </Modal>
  );
}

interface PhoneStepProps {
  readonly formId: string;
  readonly defaultCountry: CountryCode;
  readonly loading: boolean;
  readonly onCountryChange?: (country: CountryCode) => void;
  readonly onSubmit: (credentials: SignInCredentials) => void;
}

function PhoneStep({ formId, defaultCountry, loading, onCountryChange, onSubmit }: PhoneStepProps) {
  const [phone, setPhone] = useState('');
  // The default until the diner picks one: a default that arrives after the opening is followed.
  const [chosen, setCountry] = useState<CountryCode | null>(null);
  const country = chosen ?? defaultCountry;
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
  );
}

interface CodeStepProps {
  readonly formId: string;
  readonly sentTo: string;
  readonly loading: boolean;
  readonly serverError: string | undefined;
  readonly onSubmitCode: ((code: string) => void) | undefined;
  readonly onResendCode: (() => void) | undefined;
  readonly onChangePhone: (() => void) | undefined;
}

function CodeStep({ formId, sentTo, loading, serverError, onSubmitCode, onResendCode, onChangePhone }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  // A server refusal shows until the diner types again.
  const [typedSinceRefusal, setTypedSinceRefusal] = useState(false);
  const shownError = error ?? (typedSinceRefusal ? undefined : serverError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const result = validateSignInCode(code);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    setTypedSinceRefusal(false);
    onSubmitCode?.(code.trim());
  };

  return (
    <form id={formId} className={styles.form} noValidate onSubmit={submit} data-slot="sign-in-code-form">
      <p className={styles.hint}>
        {signInModalTexts.codeHint} <span className={styles.phone}>{sentTo}</span>
      </p>
      <TextField
        label={signInModalTexts.codeLabel}
        value={code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, SIGN_IN_CODE_LENGTH));
          setError(undefined);
          setTypedSinceRefusal(true);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SIGN_IN_CODE_LENGTH}
        // The diner just asked for the code: the field is the only thing to do next.
        autoFocus
        error={shownError}
      />
      <div className={styles.actions}>
        <Button tone="ghost" type="button" onClick={onResendCode} disabled={loading}>
          {signInModalTexts.resendCode}
        </Button>
        <Button tone="ghost" type="button" onClick={onChangePhone} disabled={loading}>
          {signInModalTexts.changePhone}
        </Button>
      </div>
    </form>
  );
}
