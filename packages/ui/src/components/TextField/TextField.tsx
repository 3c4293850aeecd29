import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { fieldErrorSlot, useFieldErrorFocus } from './fieldError.ts';
import * as styles from './TextField.css.ts';

interface CommonProps {
  readonly label: string;
  readonly hint?: string;
  /** Shown under the field as its description and marks it invalid; read once, with the field (`useFieldErrorFocus`). */
  readonly error?: string | undefined;
  /** Shows 'length/limit' (notes, survey text). */
  readonly counter?: { readonly length: number; readonly limit: number } | null;
  /** Hides the label visually but keeps it for screen readers. */
  readonly hideLabel?: boolean;
}

export type TextFieldProps = CommonProps &
  (
    | ({ readonly multiline?: false; readonly ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>)
    | ({
        readonly multiline: true;
        readonly ref?: Ref<HTMLTextAreaElement>;
      } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

/** A labelled input or textarea wired for forms: id, aria-describedby, aria-invalid, its error read once. */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, counter, hideLabel, id: givenId, className, ...rest } = props;
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = hint && !error ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  useFieldErrorFocus(id, error, rest.disabled);
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-slot': 'text-field-control',
  } as const;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-slot="text-field">
      <label htmlFor={id} className={styles.label} style={hideLabel ? visuallyHidden : undefined}>
        {label}
      </label>
      {rest.multiline ? (
        <textarea {...shared} className={`${styles.control} ${styles.textarea}`} {...withoutMultiline(rest)} />
      ) : (
        <input {...shared} className={styles.control} {...withoutMultiline(rest)} />
      )}
      {(hint || error || counter) && (
        <div className={styles.footer}>
          {error ? (
            <span id={errorId} className={styles.error} data-slot={fieldErrorSlot}>
              {error}
            </span>
          ) : hint ? (
            <span id={hintId} className={styles.hint}>
              {hint}
            </span>
          ) : null}
          {counter && (
            <span className={styles.counter} aria-live="polite">
              {counter.length}/{counter.limit}
            </span>
          )}
        </div>
      )}
    </div>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function withoutMultiline<T extends { multiline?: boolean }>(props: T): Omit<T, 'multiline'> {
  const { multiline: _multiline, ...rest } = props;
  return rest;
}
