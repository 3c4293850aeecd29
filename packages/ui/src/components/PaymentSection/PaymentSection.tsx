import { loyaltyMessages } from '@comanda/domain/loyalty';
import { type CountryCode, countries, DEFAULT_COUNTRY } from '@comanda/domain/money';
import { type CardField, digitsOnly, parseCashAmount } from '@comanda/domain/validation';
import { useId, useState } from 'react';
import * as choices from '../../theme/choices.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { DEFAULT_DOCUMENT_LABEL } from '../CustomerDataSection/CustomerDataSection.tsx';
import { Modal, ModalClose } from '../Modal/Modal.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './PaymentSection.css.ts';

/** How a payment type is paid, as the checkout validation reads it (domain `CheckoutPayment['kind']`). */
export const paymentKinds = ['cash', 'card', 'other'] as const;
export type PaymentKind = (typeof paymentKinds)[number];

/**
 * A payment type of the order mode, reduced to what the section shows. The app decides the kind
 * from the wire's paymentMethod/onlinePayment: 'card' only for an online card paid with the card
 * inputs (not a payment link).
 */
export interface PaymentOption {
  readonly id: string;
  readonly showName: string;
  readonly kind: PaymentKind;
}

export type CardValues = Readonly<Record<CardField, string>>;

export const emptyCardValues: CardValues = {
  cardNumber: '',
  cardName: '',
  cardExpiry: '',
  cardSecurityCode: '',
  cardDocument: '',
};

export const paymentSectionTexts = {
  heading: 'Mi pago',
  /** Decision: the name of the payment method group. */
  method: 'Medio de pago',
  cashAmount: '¿Con cuánto abonás?',
  /** Decision: card input labels. */
  cardNumber: 'Número de tarjeta',
  cardName: 'Nombre y apellido del titular',
  cardExpiry: 'Vencimiento (MM/AA)',
  cardSecurityCode: 'Código de seguridad',
  cardDocument: (documentLabel: string) => `${documentLabel} del titular`,
  /** Decision: the button that opens the discount code modal. */
  discountCode: 'Código de descuento',
  loyalty: loyaltyMessages.modalTitle,
  /** Decision: the points applied to this order, and how to take them off. */
  appliedPoints: (points: number, pointsName: string) => `${points} ${pointsName} aplicados`,
  removePoints: 'Quitar',
  /** Diner §2 confirmation modal. */
  confirmTitle: '¿Deseas continuar?',
  cancel: 'Cancelar',
  confirm: 'Continuar',
} as const;

/** 'MM/AA' as typed: digits only, the slash added after the month. */
export function formatCardExpiryInput(input: string): string {
  const digits = digitsOnly(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface PaymentSectionProps {
  /** The order mode's active payment types. */
  readonly paymentTypes: readonly PaymentOption[];
  readonly paymentTypeId?: string | null;
  readonly defaultPaymentTypeId?: string | null;
  readonly onPaymentTypeChange?: (paymentTypeId: string, option: PaymentOption) => void;
  /**
   * The domain's `paymentChangeConfirmation(...)`: when set, changing the method first asks
   * '¿Deseas continuar?' with this text ('Si cambias el medio de pago se borrará el código de descuento').
   */
  readonly paymentChangeConfirmation?: string | null;
  readonly country?: CountryCode;
  /** The cash amount as typed. */
  readonly cashAmount?: string;
  readonly defaultCashAmount?: string;
  /** The text and, read by the domain's `parseCashAmount`, its amount in minor units (null when not an amount). */
  readonly onCashAmountChange?: (text: string, minorUnits: number | null) => void;
  readonly cashAmountError?: string | null;
  readonly card?: CardValues;
  readonly onCardChange?: (card: CardValues, field: CardField) => void;
  readonly onCardFieldBlur?: (field: CardField) => void;
  /** 'Este campo está incompleto' per field (domain `validateCardInputs`). */
  readonly cardErrors?: Readonly<Partial<Record<CardField, string | null | undefined>>>;
  readonly cardDocumentLabel?: string;
  /** A section-level error, e.g. 'Debe completar correctamente los campos de la tarjeta para continuar.'. */
  readonly error?: string | null;
  /** Shows the discount code button. */
  readonly onOpenDiscountCode?: () => void;
  /** The code applied to the order, shown next to its button. */
  readonly appliedCode?: string | null;
  /** The loyalty program's points name: with `onOpenLoyalty`, shows 'Mis {name}'. */
  readonly pointsName?: string | null;
  readonly onOpenLoyalty?: () => void;
  readonly appliedPoints?: number;
  readonly onRemovePoints?: () => void;
  readonly disabled?: boolean;
}

/** 'Mi pago' (diner §2): the payment method, what it needs (cash amount or card), code and points. */
export function PaymentSection({
  paymentTypes,
  paymentTypeId,
  defaultPaymentTypeId = null,
  onPaymentTypeChange,
  paymentChangeConfirmation,
  country = DEFAULT_COUNTRY,
  cashAmount,
  defaultCashAmount = '',
  onCashAmountChange,
  cashAmountError,
  card,
  onCardChange,
  onCardFieldBlur,
  cardErrors = {},
  cardDocumentLabel = DEFAULT_DOCUMENT_LABEL,
  error,
  onOpenDiscountCode,
  appliedCode,
  pointsName,
  onOpenLoyalty,
  appliedPoints = 0,
  onRemovePoints,
  disabled = false,
}: PaymentSectionProps) {
  const id = useId();
  const [innerTypeId, setInnerTypeId] = useState<string | null>(defaultPaymentTypeId);
  const [innerCash, setInnerCash] = useState(defaultCashAmount);
  const [innerCard, setInnerCard] = useState<CardValues>(emptyCardValues);
  const [pending, setPending] = useState<PaymentOption | null>(null);

  const selectedId = paymentTypeId === undefined ? innerTypeId : paymentTypeId;
  const selected = paymentTypes.find((option) => option.id === selectedId) ?? null;
  const cash = cashAmount ?? innerCash;
  const cardValues = card ?? innerCard;

  const commitType = (option: PaymentOption) => {
    if (paymentTypeId === undefined) setInnerTypeId(option.id);
    onPaymentTypeChange?.(option.id, option);
  };
  const chooseType = (option: PaymentOption) => {
    if (option.id === selectedId) return;
    if (selectedId !== null && paymentChangeConfirmation) setPending(option);
    else commitType(option);
  };
  const changeCard = (field: CardField, raw: string) => {
    const fieldValue =
      field === 'cardExpiry'
        ? formatCardExpiryInput(raw)
        : field === 'cardName'
          ? raw
          : field === 'cardSecurityCode'
            ? digitsOnly(raw).slice(0, 4)
            : digitsOnly(raw);
    const next = { ...cardValues, [field]: fieldValue };
    if (card === undefined) setInnerCard(next);
    onCardChange?.(next, field);
  };
  const cardField = (field: CardField) => ({
    value: cardValues[field],
    disabled,
    error: cardErrors[field] ?? undefined,
    onChange: (event: { currentTarget: { value: string } }) => changeCard(field, event.currentTarget.value),
    onBlur: () => onCardFieldBlur?.(field),
  });

  const showLoyalty = Boolean(pointsName && onOpenLoyalty);
  const headingId = `${id}-heading`;

  return (
    <Card as="section" aria-labelledby={headingId} data-slot="payment-section" data-state={selected?.kind ?? 'none'}>
      <Stack gap="md">
        <h2 id={headingId} className={styles.heading}>
          {paymentSectionTexts.heading}
        </h2>

        <fieldset className={choices.bareFieldset} disabled={disabled}>
          <legend className={choices.choicesLegend}>{paymentSectionTexts.method}</legend>
          <div className={choices.choiceList}>
            {paymentTypes.map((option) => (
              <label key={option.id} className={choices.radioCard} data-slot="payment-option">
                <input
                  type="radio"
                  className={choices.radio}
                  name={`${id}-payment`}
                  value={option.id}
                  checked={option.id === selectedId}
                  onChange={() => chooseType(option)}
                />
                {option.showName}
              </label>
            ))}
          </div>
        </fieldset>

        {selected?.kind === 'cash' && (
          <TextField
            label={paymentSectionTexts.cashAmount}
            name="paysWith"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={cash}
            disabled={disabled}
            error={cashAmountError ?? undefined}
            onChange={(event) => {
              const text = event.currentTarget.value;
              if (cashAmount === undefined) setInnerCash(text);
              onCashAmountChange?.(text, parseCashAmount(text, countries[country].mantissa));
            }}
          />
        )}

        {selected?.kind === 'card' && (
          <div className={styles.cardGrid} data-slot="card-inputs">
            <TextField
              className={styles.wide}
              label={paymentSectionTexts.cardNumber}
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={19}
              {...cardField('cardNumber')}
            />
            <TextField
              className={styles.wide}
              label={paymentSectionTexts.cardName}
              autoComplete="cc-name"
              {...cardField('cardName')}
            />
            <TextField
              label={paymentSectionTexts.cardExpiry}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/AA"
              {...cardField('cardExpiry')}
            />
            <TextField
              label={paymentSectionTexts.cardSecurityCode}
              inputMode="numeric"
              autoComplete="cc-csc"
              {...cardField('cardSecurityCode')}
            />
            <TextField
              className={styles.wide}
              label={paymentSectionTexts.cardDocument(cardDocumentLabel)}
              inputMode="numeric"
              {...cardField('cardDocument')}
            />
          </div>
        )}

        {error && (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        )}

        {(onOpenDiscountCode || showLoyalty) && (
          <div className={styles.benefits}>
            {onOpenDiscountCode && (
              <Button tone="bordered" onClick={onOpenDiscountCode} disabled={disabled}>
                {paymentSectionTexts.discountCode}
              </Button>
            )}
            {appliedCode && <Badge tone="success">{appliedCode}</Badge>}
            {showLoyalty && pointsName && (
              <Button tone="bordered" onClick={onOpenLoyalty} disabled={disabled}>
                {paymentSectionTexts.loyalty(pointsName)}
              </Button>
            )}
            {showLoyalty && pointsName && appliedPoints > 0 && (
              <Stack direction="row" gap="xs" align="center">
                <Text size="sm" tone="success" weight="medium">
                  {paymentSectionTexts.appliedPoints(appliedPoints, pointsName)}
                </Text>
                {onRemovePoints && (
                  <Button tone="ghost" onClick={onRemovePoints} disabled={disabled}>
                    {paymentSectionTexts.removePoints}
                  </Button>
                )}
              </Stack>
            )}
          </div>
        )}
      </Stack>

      <Modal
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={paymentSectionTexts.confirmTitle}
        description={paymentChangeConfirmation ?? undefined}
        footer={
          <>
            <ModalClose asChild>
              <Button tone="bordered">{paymentSectionTexts.cancel}</Button>
            </ModalClose>
            <Button
              onClick={() => {
                if (pending) commitType(pending);
                setPending(null);
              }}
            >
              {paymentSectionTexts.confirm}
            </Button>
          </>
        }
      />
    </Card>
  );
}
