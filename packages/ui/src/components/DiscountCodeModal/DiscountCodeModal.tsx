import {
  type CodeDiscountInfo,
  type CodeDiscountIssue,
  type CodeDiscountStatus,
  type CodeValidationPreconditions,
  checkCodeValidationPreconditions,
  codeDiscountButtonLabel,
  codeDiscountIssueMessage,
  codeDiscountLineName,
  codeDiscountTerms,
  isCodeDiscountUsable,
} from '@comanda/domain/discounts';
import { type CountryCode, DEFAULT_COUNTRY } from '@comanda/domain/money';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DiscountCodeModal.css.ts';

export const discountCodeModalTexts = {
  /** Decision: the modal's title, the code input's label and the terms' heading. */
  title: 'Código de descuento',
  code: 'Código',
  terms: 'Condiciones',
} as const;

export interface DiscountCodeModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** The code's status (domain `transitionCodeDiscount`): the button reads 'Aplicar' or, after success, 'Continuar'. */
  readonly status?: CodeDiscountStatus;
  readonly code?: string;
  readonly defaultCode?: string;
  /** Editing the code after an answer should send the status machine a 'remove' (back to 'Aplicar'). */
  readonly onCodeChange?: (code: string) => void;
  /** 'Aplicar' pressed with a code and its preconditions met: validate it (POST /api/codediscounts/validate). */
  readonly onApply?: (code: string) => void;
  /** 'Continuar' pressed; the modal closes. `usable` is the domain's `isCodeDiscountUsable`. */
  readonly onContinue?: (usable: boolean) => void;
  /** Checked when 'Aplicar' is pressed (domain `checkCodeValidationPreconditions`); a failure shows its message. */
  readonly preconditions?: CodeValidationPreconditions;
  /** The failure to show, e.g. 'No se encontró ningún descuento con el código ingresado.'. */
  readonly error?: string | null;
  /** The validated code: its name on success and its terms. */
  readonly info?: CodeDiscountInfo | null;
  /** Its unmet conditions (domain `codeDiscountIssues`, or the ticket's `code.issues`), shown as errors. */
  readonly issues?: readonly CodeDiscountIssue[];
  readonly country?: CountryCode;
}

/** The discount code modal (diner §4, §5): type a code, apply it, see its conditions and terms. */
export function DiscountCodeModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  status = 'init',
  code,
  defaultCode = '',
  onCodeChange,
  onApply,
  onContinue,
  preconditions,
  error,
  info,
  issues = [],
  country = DEFAULT_COUNTRY,
}: DiscountCodeModalProps) {
  const formId = useId();
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const [innerCode, setInnerCode] = useState(defaultCode);
  const [preconditionMessage, setPreconditionMessage] = useState<string | null>(null);
  const isOpen = open ?? innerOpen;
  const value = code ?? innerCode;

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next);
    if (!next) setPreconditionMessage(null);
    onOpenChange?.(next);
  };

  const usable = isCodeDiscountUsable(status, issues);
  const messages = [
    ...(preconditionMessage ? [preconditionMessage] : []),
    ...(error && status !== 'loading' ? [error] : []),
    ...(status === 'success' ? issues.map((issue) => codeDiscountIssueMessage(issue, country)) : []),
  ];
  const terms = info && status !== 'loading' ? codeDiscountTerms(info, country) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status === 'loading') return;
    if (status === 'success') {
      onContinue?.(usable);
      setOpen(false);
      return;
    }
    const trimmed = value.trim();
    if (!trimmed) return;
    const check = preconditions ? checkCodeValidationPreconditions(preconditions) : ({ ok: true } as const);
    if (!check.ok) {
      setPreconditionMessage(check.message);
      return;
    }
    setPreconditionMessage(null);
    onApply?.(trimmed);
  };

  return (
    <Modal
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={discountCodeModalTexts.title}
      footer={
        <Button type="submit" form={formId} loading={status === 'loading'} data-state={status}>
          {codeDiscountButtonLabel(status)}
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} data-slot="discount-code-form" data-state={status}>
        <TextField
          label={discountCodeModalTexts.code}
          name="discountCode"
          autoComplete="off"
          autoCapitalize="characters"
          value={value}
          readOnly={status === 'loading'}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (code === undefined) setInnerCode(next);
            setPreconditionMessage(null);
            onCodeChange?.(next);
          }}
        />
        {messages.length > 0 && (
          <div role="alert" data-slot="discount-code-errors">
            <ul className={styles.messages}>
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        {usable && info && (
          <Text tone="success" weight="medium" role="status">
            {codeDiscountLineName(info)}
          </Text>
        )}
        {terms.length > 0 && (
          <div data-slot="discount-code-terms">
            <p className={styles.termsHeading}>{discountCodeModalTexts.terms}</p>
            <ul className={styles.terms}>
              {terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </Modal>
  );
}
