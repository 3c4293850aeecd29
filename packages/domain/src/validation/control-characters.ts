/**
 * Control characters in what people type (names, notes, addresses). They have no business in
 * such text, and in the wrong place they act: a line break forges a line in a listing, an escape
 * sequence recolours or rewrites a terminal, or hides a link (OSC 8) in it.
 */

/** C0 controls, DEL and C1 controls (Unicode category Cc). */
const CONTROL = /\p{Cc}/gu;
/** The same but the line break, which a note may hold. */
const CONTROL_BUT_LINE_BREAK = /[^\n\P{Cc}]/gu;
/** What a terminal must show instead of obeying: controls, and the bidirectional overrides that reorder a line. */
const TERMINAL_UNSAFE = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/** A single-line text (a name, an address line) without any control character. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL, '');
}

/** A note: its line breaks kept (a carriage return dropped), every other control character removed. */
export function noteWithoutControlCharacters(text: string): string {
  return text.replace(CONTROL_BUT_LINE_BREAK, '');
}

/** Text for a terminal: each control or bidirectional override written as a visible `\u{…}` escape. */
export function visibleControlCharacters(text: string): string {
  return text.replace(TERMINAL_UNSAFE, (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`);
}
