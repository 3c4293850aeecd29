/**
 * The order mode a diner gets on entering a store at its own alias (diner §2): the URL hash's
 * mode when the branch turns that on, else the only mode when there is exactly one; otherwise
 * the diner is asked '¿Qué menú quieres ver?'.
 */

interface EntryMode {
  readonly type: string;
}

export interface EntryModeInput<M extends EntryMode> {
  readonly modes: readonly M[];
  /** The URL hash, with or without its '#' ('#delivery', 'take_away'). */
  readonly hash: string;
  /** The branch's setting: the hash picks the mode (off unless the branch turns it on). */
  readonly modeFromHash: boolean;
}

/** The mode taken on entry, or null when the diner must choose. */
export function entryModeOf<M extends EntryMode>({ modes, hash, modeFromHash }: EntryModeInput<M>): M | null {
  const named = decoded(hash.replace(/^#/, '')).toLowerCase();
  const fromHash = modeFromHash && named ? modes.find((mode) => mode.type.toLowerCase() === named) : undefined;
  return fromHash ?? (modes.length === 1 ? (modes[0] ?? null) : null);
}

/** A malformed escape ('#%') names no mode rather than breaking the page. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
