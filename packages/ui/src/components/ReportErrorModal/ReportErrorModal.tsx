import { canConfirmErrorReport, orderMessages } from '@comanda/domain/order';
import { type FormEvent, useId, useState } from 'react';
import * as choices from '../../theme/choices.css.ts';
import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './ReportErrorModal.css.ts';

/** The error types of the report (the wire values of the api's `orderErrorTypes`). */
export const reportErrorTypes = [
  'MISSING_ITEMS',
  'WRONG_ITEMS',
  'LATE_DELIVERY',
  'DAMAGED',
  'PAYMENT',
  'OTHER',
] as const;
export type ReportErrorType = (typeof reportErrorTypes)[number];

/** Title and button are the domain's; the question, reason labels and comment label are decisions. */
export const reportErrorModalTexts = {
  title: orderMessages.reportErrorTitle,
  confirm: orderMessages.reportErrorConfirm,
  question: '¿Qué problema tuvo tu pedido?',
  commentLabel: 'Comentario (opcional)',
  reasons: {
    MISSING_ITEMS: 'Faltaron productos',
    WRONG_ITEMS: 'Recibí productos equivocados',
    LATE_DELIVERY: 'El pedido llegó tarde',
    DAMAGED: 'El pedido llegó en mal estado',
    PAYMENT: 'Tuve un problema con el pago',
    OTHER: 'Otro',
  } satisfies Record<ReportErrorType, string>,
} as const;

/** The comment limit of the report call (the api's schema accepts at most 500 characters). */
export const REPORT_ERROR_COMMENT_LIMIT = 500;

export interface ErrorReport {
  readonly errorType: ReportErrorType;
  /** Trimmed; empty when none was written. */
  readonly comment: string;
}

export interface ReportErrorModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** The report call is running. The caller closes the modal when it succeeds. */
  readonly loading?: boolean;
  readonly onConfirm: (report: ErrorReport) => void;
}

/** 'Reportar error' on the order follow-up page (follow-up §2, §5). */
export function ReportErrorModal({ loading = false, onConfirm, ...modal }: ReportErrorModalProps) {
  const formId = useId();
  const [reason, setReason] = useState<ReportErrorType | null>(null);
  const [comment, setComment] = useState('');
  const canConfirm = canConfirmErrorReport(reason);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || !canConfirm || loading) return;
    onConfirm({ errorType: reason, comment: comment.trim() });
  };

  return (
    <Modal
      {...modal}
      title={reportErrorModalTexts.title}
      footer={
        <Button type="submit" form={formId} fullWidth disabled={!canConfirm} loading={loading}>
          {reportErrorModalTexts.confirm}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit} data-slot="report-error-form">
        <fieldset className={styles.fieldset}>
          <legend className={choices.choicesLegend}>{reportErrorModalTexts.question}</legend>
          {reportErrorTypes.map((type) => (
            <label key={type} className={styles.option} data-state={reason === type ? 'checked' : 'unchecked'}>
              <input
                type="radio"
                name={`${formId}-reason`}
                value={type}
                className={choices.radio}
                checked={reason === type}
                onChange={() => setReason(type)}
              />
              {reportErrorModalTexts.reasons[type]}
            </label>
          ))}
        </fieldset>
        <TextField
          multiline
          label={reportErrorModalTexts.commentLabel}
          value={comment}
          maxLength={REPORT_ERROR_COMMENT_LIMIT}
          counter={{ length: comment.length, limit: REPORT_ERROR_COMMENT_LIMIT }}
          onChange={(event) => setComment(event.currentTarget.value.slice(0, REPORT_ERROR_COMMENT_LIMIT))}
        />
      </form>
    </Modal>
  );
}
