import { DEFAULT_ORDER_NOTES_LIMIT, limitNotes, notesLength } from '@comanda/domain/validation';
import { type TextareaHTMLAttributes, useState } from 'react';
import { TextField } from '../TextField/TextField.tsx';

export const notesFieldTexts = {
  /** Decision: the label of the order notes; the spec calls them notes. */
  label: 'Notas del pedido',
} as const;

export interface NotesFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  readonly label?: string;
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (notes: string) => void;
  /**
   * Characters allowed (the domain's `notesLimits(...).order`); typing beyond is blocked and a
   * 'length/limit' counter shows. Null: no limit and no counter.
   */
  readonly limit?: number | null;
  readonly hint?: string;
  readonly error?: string;
}

/** The order's notes (diner §5 "Notes"): cut at the limit as typed, with the counter 'length/limit'. */
export function NotesField({
  label = notesFieldTexts.label,
  value,
  defaultValue = '',
  onValueChange,
  limit = DEFAULT_ORDER_NOTES_LIMIT,
  hint,
  error,
  ...rest
}: NotesFieldProps) {
  const [inner, setInner] = useState(() => limitNotes(defaultValue, limit));
  const notes = value ?? inner;
  return (
    <TextField
      {...rest}
      multiline
      label={label}
      hint={hint}
      error={error}
      value={notes}
      counter={limit === null ? null : { length: notesLength(notes), limit }}
      data-state={limit !== null && notesLength(notes) >= limit ? 'full' : 'open'}
      onChange={(event) => {
        const next = limitNotes(event.currentTarget.value, limit);
        if (value === undefined) setInner(next);
        if (next !== notes) onValueChange?.(next);
      }}
    />
  );
}
