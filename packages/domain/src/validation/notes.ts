/**
 * Notes limits (diner §3 NOTES_LIMIT customization, §5 "Notes", §9 "notes limits 250/250"):
 * on by default at 250 characters for the order and for each item, unless the branch's
 * NOTES_LIMIT customization turns a limit off or sets another value. Typing beyond the limit is
 * blocked (the text is cut) and a counter 'length/limit' is shown.
 */
export const DEFAULT_ORDER_NOTES_LIMIT = 250;
export const DEFAULT_ITEM_NOTES_LIMIT = 250;
export const NOTES_LIMIT_RESOURCE = 'NOTES_LIMIT';

export interface NotesLimitCustomization {
  readonly orderNotesLimit?: number | null;
  readonly hasOrderNotesLimit?: boolean | null;
  readonly itemNotesLimit?: number | null;
  readonly hasItemNotesLimit?: boolean | null;
}

/** A menu customization as listed by the wire: the settings may sit on it or in its `commands` JSON. */
export interface MenuCustomizationLike extends NotesLimitCustomization {
  readonly resource?: string | null;
  readonly commands?: string | null;
}

/** Null means no limit. */
export interface NotesLimits {
  readonly order: number | null;
  readonly item: number | null;
}

function limit(enabled: boolean | null | undefined, value: number | null | undefined, fallback: number): number | null {
  if (enabled === false) return null;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback;
}

function settingsOf(customization: MenuCustomizationLike): NotesLimitCustomization {
  if (typeof customization.commands !== 'string') return customization;
  try {
    const parsed: unknown = JSON.parse(customization.commands);
    return typeof parsed === 'object' && parsed !== null ? { ...customization, ...parsed } : customization;
  } catch {
    return customization;
  }
}

/**
 * The limits in force: from the NOTES_LIMIT customization when the list has one (a single
 * customization object is accepted too), else the defaults.
 */
export function notesLimits(
  customizations: readonly MenuCustomizationLike[] | NotesLimitCustomization | null | undefined,
): NotesLimits {
  const found = Array.isArray(customizations)
    ? customizations.find((c) => c?.resource === NOTES_LIMIT_RESOURCE)
    : (customizations as NotesLimitCustomization | null | undefined);
  const settings = found ? settingsOf(found) : {};
  return {
    order: limit(settings.hasOrderNotesLimit, settings.orderNotesLimit, DEFAULT_ORDER_NOTES_LIMIT),
    item: limit(settings.hasItemNotesLimit, settings.itemNotesLimit, DEFAULT_ITEM_NOTES_LIMIT),
  };
}

/** Characters as a person counts them (code points, so an emoji is one and is never split). */
export function notesLength(text: string): number {
  return Array.from(text).length;
}

/** What the notes field keeps of what was typed: cut at the limit. */
export function limitNotes(text: unknown, max: number | null): string {
  const value = typeof text === 'string' ? text : '';
  if (max === null) return value;
  const chars = Array.from(value);
  return chars.length > max ? chars.slice(0, max).join('') : value;
}

/** The counter under the field, 'length/limit'; none when there is no limit. */
export function notesCounter(text: string, max: number | null): string | null {
  return max === null ? null : `${notesLength(text)}/${max}`;
}
