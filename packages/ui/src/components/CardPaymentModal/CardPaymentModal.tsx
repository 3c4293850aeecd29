import { DEFAULT_COUNTRY, formatMoney, moneyOf } from '@comanda/domain/money';
import { orderMessages } from '@comanda/domain/order';
import { DEFAULT_TIME_ZONE } from '@comanda/domain/schedule';
import {
  CARD_NUMBER_MAX_DIGITS,
  CARD_SECURITY_CODE_MAX_DIGITS,
  type CardField,
  type CardInputs,
  DOCUMENT_MAX_LENGTH,
  digitsOnly,
  validateCardInputs,
  validationMessages,
} from '@comanda/domain/validation';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './CardPaymentModal.css.ts';

/** Title, button and form error are the domain's; the field labels and 'Total' are decisions. */
export const cardPaymentModalTexts = {
  title: orderMessages.cardModalTitle,
  pay: orderMessages.pay,
  formError: validationMessages.card.followUpCardInvalid,
  total: 'Total',
  labels: {
    cardNumber: 'Número de tarjeta',
    cardName: 'Nombre del titular',
    cardExpiry: 'Vencimiento (MM/AA)',
    cardSecurityCode: 'Código de seguridad',
    cardDocument: 'Documento',
  } satisfies Record<CardField, string>,
  expiryPlaceholder: 'MM/AA',
} as const;

/** Groups of four digits, as printed on the card. */
function formatCardNumber(input: string): string {
  return digitsOnly(input)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/AA' as the digits are typed. */
function formatExpiry(input: string, previous: string): string {
  const digits = digitsOnly(input).slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so the slash does not come back.
  if (previous.endsWith('/') && input.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

const inputFilters: Record<CardField, (input: string, previous: string) => string> = {
  cardNumber: formatCardNumber,
  cardName: (input) => input,
  cardExpiry: formatExpiry,
  cardSecurityCode: (input) => digitsOnly(input).slice(0, CARD_SECURITY_CODE_MAX_DIGITS),
  cardDocument: (input) => digitsOnly(input).slice(0, DOCUMENT_MAX_LENGTH),
};

const emptyInputs: Record<CardField, string> = {
  cardNumber: '',
  cardName: '',
  cardExpiry: '',
  cardSecurityCode: '',
  cardDocument: '',
};

export interface CardPaymentModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** The amount to pay, in minor units; shown as 'Total' when given. */
  readonly amount?: number;
  /** Country of the amount ('ar' default). */
  readonly country?: string;
  /** The DOCUMENT_LABEL menu customization, when the branch has one. */
  readonly documentLabel?: string;
  /** The token or payment call is running. */
  readonly loading?: boolean;
  /** A failure of the provider or the payment call, shown over the button. */
  readonly error?: string | null;
  /** The instant the expiry is checked at (the current time by default). */
  readonly now?: Date | number;
  readonly timeZone?: string;
  /** Called only with inputs that pass the domain's `validateCardInputs`. */
  readonly onSubmit: (inputs: CardInputs) => void;
}

/** 'Completa los datos de tu tarjeta': paying a pending card order (follow-up §2, §5; diner §3, §5). */
export function CardPaymentModal({
  amount,
  country = DEFAULT_COUNTRY,
  documentLabel = cardPaymentModalTexts.labels.cardDocument,
  loading = false,
  error,
  now,
  timeZone = DEFAULT_TIME_ZONE,
  onSubmit,
  ...modal
}: CardPaymentModalProps) {
  const formId = useId();
  const [inputs, setInputs] = useState<Record<CardField, string>>(emptyInputs);
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const [formError, setFormError] = useState<string>();

  const change = (field: CardField, raw: string) => {
    setInputs((current) => ({ ...current, [field]: inputFilters[field](raw, current[field]) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const validation = validateCardInputs(inputs, now ?? new Date(), { timeZone });
    setErrors(Object.fromEntries(Object.entries(validation.errors).map(([field, e]) => [field, e?.message])));
    if (!validation.ok) {
      setFormError(cardPaymentModalTexts.formError);
      return;
    }
    setFormError(undefined);
    onSubmit({
      ...inputs,
      cardNumber: digitsOnly(inputs.cardNumber),
      cardName: inputs.cardName.trim(),
    });
  };

  const field = (name: CardField) => ({
    id: `${formId}-${name}`,
    value: inputs[name],
    error: errors[name],
    onChange: (event: { currentTarget: HTMLInputElement }) => change(name, event.currentTarget.value),
  });
  const alert = formError ?? error ?? undefined;

  return (
    <Modal
      {...modal}
      title={cardPaymentModalTexts.title}
      footer={
        <Button type="submit" form={formId} fullWidth loading={loading}>
          {cardPaymentModalTexts.pay}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit} data-slot="card-payment-form">
        {amount !== undefined && (
          <p className={styles.total}>
            <span>{cardPaymentModalTexts.total}</span>
            <span>{formatMoney(moneyOf(amount, country), country)}</span>
          </p>
        )}
        <TextField
          label={cardPaymentModalTexts.labels.cardNumber}
          inputMode="numeric"
          autoComplete="cc-number"
          {...field('cardNumber')}
        />
        <TextField label={cardPaymentModalTexts.labels.cardName} autoComplete="cc-name" {...field('cardName')} />
        <div className={styles.pair}>
          <TextField
            label={cardPaymentModalTexts.labels.cardExpiry}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={cardPaymentModalTexts.expiryPlaceholder}
            {...field('cardExpiry')}
          />
          <TextField
            label={cardPaymentModalTexts.labels.cardSecurityCode}
            inputMode="numeric"
            autoComplete="cc-csc"
            {...field('cardSecurityCode')}
          />
        </div>
        <TextField label={documentLabel} inputMode="numeric" {...field('cardDocument')} />
        {alert && (
          <Text role="alert" tone="danger" size="sm" weight="medium">
            {alert}
          </Text>
        )}
      </form>
    </Modal>
  );
}
