import { type CountryCode, DEFAULT_COUNTRY, formatMoney, moneyOf } from '@comanda/domain/money';
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

export const submitOrderButtonTexts = {
  /** Decision: the submit's label; the spec names the button, not its text. */
  label: 'Confirmar pedido',
  /** Decision: the spinner's name while the order is being sent. */
  sending: 'Enviando pedido',
} as const;

/** 'Confirmar pedido $ 25.300'. */
export const submitOrderLabel = (label: string, total: number, country: CountryCode): string =>
  `${label} ${formatMoney(moneyOf(total, country), country)}`;

export interface SubmitOrderButtonProps extends Omit<ButtonProps, 'children' | 'tone' | 'asChild'> {
  /** The order's total, integer minor units. */
  readonly total: number;
  readonly country?: CountryCode;
  readonly label?: string;
  /** The order is being sent: shows a spinner and blocks resubmission (diner §4 "Submission"). */
  readonly loading?: boolean;
}

/** The checkout's submit, with the total; a submit button, so it sends its form. */
export function SubmitOrderButton({
  total,
  country = DEFAULT_COUNTRY,
  label = submitOrderButtonTexts.label,
  loading = false,
  type = 'submit',
  fullWidth = true,
  onClick,
  ...rest
}: SubmitOrderButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A press that lands while sending (the button is disabled, but a form's Enter is not) does nothing.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      {...rest}
      type={type}
      fullWidth={fullWidth}
      loading={loading}
      onClick={handleClick}
      data-slot="submit-order-button"
    >
      {loading && <Spinner label={submitOrderButtonTexts.sending} />}
      {submitOrderLabel(label, total, country)}
    </Button>
  );
}
