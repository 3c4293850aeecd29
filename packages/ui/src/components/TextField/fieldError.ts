import { useEffect, useRef } from 'react';

/**
 * The `data-slot` of a field's error message. The message is only the field's description
 * (`aria-describedby`, with `aria-invalid`), never a live region as well: a screen reader reads it
 * once, with the field's label, when the field has the focus. `useFieldErrorFocus` brings the
 * focus there when the error appears after a send.
 */
export const fieldErrorSlot = 'field-error';

/** The first enabled control in `root` described by a field error, in the page's order. */
export function firstFieldInError(root: ParentNode): HTMLElement | null {
  const messageIds = new Set(
    Array.from(root.querySelectorAll(`[data-slot="${fieldErrorSlot}"][id]`), (message) => message.id),
  );
  for (const control of root.querySelectorAll<HTMLElement>('[aria-describedby]')) {
    if (control.matches(':disabled')) continue;
    const described = control.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    if (described.some((id) => messageIds.has(id))) return control;
  }
  return null;
}

/** What the diner presses to send: a button, or the rider's slider. */
const sender = 'button, input[type="submit"], [role="button"], [role="slider"]';

/**
 * The single announcement of a field's error: when `error` appears or changes right after the
 * diner pressed a button or slid a slider, the first field in error of the form (or dialog) takes
 * the focus, so its label, 'invalid' and the error are read together. Sent with Enter from the
 * field itself, the field is focused anew to be read again. An error present as the field mounts,
 * or appearing while the focus is elsewhere (a heading, another field being typed in), moves
 * nothing: it is read when the diner reaches the field.
 */
export function useFieldErrorFocus(
  controlId: string,
  error: string | null | undefined,
  disabled: boolean | undefined = false,
): void {
  const sentFromHere = useRef(false);
  const shownError = useRef(error);
  // A new error waiting for its field to be enabled again (the send that refused it is ending).
  const pending = useRef(false);
  useEffect(() => {
    const form = document.getElementById(controlId)?.closest('form');
    if (!form) return;
    const onSubmit = () => {
      sentFromHere.current = document.activeElement?.id === controlId;
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [controlId]);

  useEffect(() => {
    if (shownError.current !== error) {
      shownError.current = error;
      pending.current = Boolean(error);
    }
    const control = document.getElementById(controlId);
    if (!pending.current || disabled || !control) return;
    pending.current = false;
    const sent = sentFromHere.current;
    sentFromHere.current = false;
    const active = document.activeElement;
    if (active === control) {
      if (sent) {
        control.blur();
        control.focus();
      }
      return;
    }
    if (!active?.matches(sender)) return;
    const scope = control.closest('form, [role="dialog"]') ?? document;
    if (firstFieldInError(scope) === control) control.focus();
  }, [controlId, error, disabled]);
}
