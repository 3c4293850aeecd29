import { type CountryCode, DEFAULT_COUNTRY } from '@comanda/domain/money';
import { cleanPhoneInput, toE164, validateRewardSignup, validationMessages } from '@comanda/domain/validation';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { PhoneInput } from '../PhoneInput/PhoneInput.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './RewardSignupModal.css.ts';

/** Decisions: the spec names the reward signup and its messages, not its title, labels or button. */
export const rewardSignupModalTexts = {
  title: '¡Tienes un premio!',
  description: 'Completa tus datos para recibir tu premio',
  phoneLabel: 'Teléfono',
  nameLabel: 'Nombre',
  emailLabel: 'Email',
  submit: 'Canjear',
} as const;

export interface RewardSignupData {
  /** E.164 ('+5491123456789'). */
  readonly phone: string;
  readonly name: string;
  readonly email: string;
  readonly country: CountryCode;
}

export interface RewardSignupModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** What the reward is, e.g. 'Suma 500 puntos en tu primera compra'. */
  readonly description?: ReactNode;
  readonly defaultCountry?: CountryCode;
  readonly defaultValues?: Partial<Pick<RewardSignupData, 'phone' | 'name' | 'email'>>;
  /** The claim call is running. */
  readonly loading?: boolean;
  /**
   * The claim failed: the domain's `loyaltyClaimFailureMessage(response)`, i.e. 'Ya ha canjeado este
   * premio' or 'Hubo un error validando sus datos, inténtelo en unos momentos'.
   */
  readonly claimError?: string | null;
  /** Called only when the domain's `validateRewardSignup` passes. */
  readonly onSubmit: (data: RewardSignupData) => void;
}

/** The loyalty reward signup (diner §2, §4, §5, §8): phone, name and email. */
export function RewardSignupModal({
  description = rewardSignupModalTexts.description,
  defaultCountry = DEFAULT_COUNTRY,
  defaultValues,
  loading = false,
  claimError,
  onSubmit,
  ...modal
}: RewardSignupModalProps) {
  const formId = useId();
  const [phone, setPhone] = useState(defaultValues?.phone ?? '');
  // The default until the diner picks one: a default that arrives after the opening is followed.
  const [chosen, setCountry] = useState<CountryCode | null>(null);
  const country = chosen ?? defaultCountry;
  const [name, setName] = useState(defaultValues?.name ?? '');
  const [email, setEmail] = useState(defaultValues?.email ?? '');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const result = validateRewardSignup({ phone, name, email }, country);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(undefined);
    onSubmit({
      phone: toE164(phone, country) ?? cleanPhoneInput(phone),
      name: name.trim(),
      email: email.trim(),
      country,
    });
  };

  const phoneError = error === validationMessages.rewardSignup.phoneInvalid ? error : undefined;
  const formError = phoneError ? undefined : (error ?? claimError ?? undefined);

  return (
    <Modal
      {...modal}
      title={rewardSignupModalTexts.title}
      description={description}
      footer={
        <Button type="submit" form={formId} loading={loading} fullWidth>
          {rewardSignupModalTexts.submit}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit} data-slot="reward-signup-form">
        <PhoneInput
          label={rewardSignupModalTexts.phoneLabel}
          value={phone}
          onValueChange={(next) => {
            setPhone(next);
            setError(undefined);
          }}
          country={country}
          onCountryChange={(next) => {
            setCountry(next);
            setError(undefined);
          }}
          error={phoneError}
        />
        <TextField
          label={rewardSignupModalTexts.nameLabel}
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <TextField
          label={rewardSignupModalTexts.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
        />
        {formError && (
          <Text role="alert" tone="danger" size="sm" weight="medium">
            {formError}
          </Text>
        )}
      </form>
    </Modal>
  );
}
