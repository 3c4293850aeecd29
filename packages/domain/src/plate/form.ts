/**
 * The plate-detail form (diner §5 "Plate") as pure data and functions: size, garnish choices,
 * quantity and notes. A refused change returns the unchanged form with the Spanish message.
 *
 * Garnish groups:
 * - `multipleSelection` groups give each garnish a quantity (a stepper); other groups give each
 *   garnish 0 or 1 (a check box), and one with a maximum of 1 swaps its choice (a radio).
 * - Which refusal applies: choosing an option not yet chosen when the group is full gives
 *   'Ya se ha seleccionado el maximo de opcionales permitidos en este grupo'; raising the quantity
 *   of an option already chosen gives 'No se pueden agregar mas que el máximo'.
 * - A `maxGarnishAmount` of 0 or less sets no upper bound (a group that allows nothing would be
 *   pointless).
 */
import { maxQuantityOf } from '../cart/lines.ts';
import { cartMessages } from '../cart/messages.ts';
import type { Garnish, GarnishGroup, Plate } from '../catalog/types.ts';
import { DEFAULT_ITEM_NOTES_LIMIT, limitNotes } from '../validation/notes.ts';
import { plateMessages } from './messages.ts';

export interface GarnishSelection {
  readonly groupId: string;
  readonly garnishId: string;
  /** Always at least 1: an unselected garnish has no entry. */
  readonly quantity: number;
}

export interface PlateForm {
  readonly sizeId?: string;
  readonly quantity: number;
  readonly notes: string;
  readonly garnishes: readonly GarnishSelection[];
}

export type PlateFormUpdate =
  | { readonly ok: true; readonly form: PlateForm }
  | { readonly ok: false; readonly form: PlateForm; readonly message: string };

const accepted = (form: PlateForm): PlateFormUpdate => ({ ok: true, form });
const refused = (form: PlateForm, message: string): PlateFormUpdate => ({ ok: false, form, message });

/** The size choice is shown only when there is more than one size, and then it is mandatory. */
export function showsSizeChoice(plate: Pick<Plate, 'sizes'>): boolean {
  return plate.sizes.length > 1;
}

/** A new form: quantity 1, no notes, no garnish; a single size is chosen already. */
export function initialPlateForm(plate: Pick<Plate, 'sizes'>): PlateForm {
  const only = plate.sizes.length === 1 ? plate.sizes[0] : undefined;
  return { ...(only ? { sizeId: only.id } : {}), quantity: 1, notes: '', garnishes: [] };
}

export function selectSize(form: PlateForm, plate: Pick<Plate, 'sizes'>, sizeId: string): PlateForm {
  return plate.sizes.some((size) => size.id === sizeId) ? { ...form, sizeId } : form;
}

export function groupMaximum(group: Pick<GarnishGroup, 'maxGarnishAmount'>): number {
  return group.maxGarnishAmount > 0 ? group.maxGarnishAmount : Number.POSITIVE_INFINITY;
}

/** A single-choice group with a maximum of 1: choosing an option replaces the previous one. */
export function swapsChoice(group: Pick<GarnishGroup, 'multipleSelection' | 'maxGarnishAmount'>): boolean {
  return !group.multipleSelection && group.maxGarnishAmount === 1;
}

export function garnishQuantity(form: PlateForm, groupId: string, garnishId: string): number {
  return form.garnishes.find((g) => g.groupId === groupId && g.garnishId === garnishId)?.quantity ?? 0;
}

/** Garnishes chosen in a group, counting quantities (the cart's `cantAct`). */
export function groupCount(form: PlateForm, groupId: string): number {
  return form.garnishes.reduce((sum, g) => (g.groupId === groupId ? sum + g.quantity : sum), 0);
}

function withGarnishQuantity(form: PlateForm, groupId: string, garnishId: string, quantity: number): PlateForm {
  const others = form.garnishes.filter((g) => !(g.groupId === groupId && g.garnishId === garnishId));
  return { ...form, garnishes: quantity > 0 ? [...others, { groupId, garnishId, quantity }] : others };
}

function selectableGarnish(group: GarnishGroup, garnishId: string): Garnish | undefined {
  return group.garnishes.find((garnish) => garnish.id === garnishId && garnish.visible);
}

/** Chooses an option not chosen yet: swaps in a radio group, otherwise refused when the group is full. */
function chooseNew(form: PlateForm, group: GarnishGroup, garnishId: string): PlateFormUpdate {
  if (swapsChoice(group)) {
    const others = form.garnishes.filter((g) => g.groupId !== group.id);
    return accepted({ ...form, garnishes: [...others, { groupId: group.id, garnishId, quantity: 1 }] });
  }
  if (groupCount(form, group.id) + 1 > groupMaximum(group)) return refused(form, plateMessages.groupFull);
  return accepted(withGarnishQuantity(form, group.id, garnishId, 1));
}

/** A check box or radio press: unchooses a chosen garnish, otherwise chooses it. */
export function toggleGarnish(form: PlateForm, group: GarnishGroup, garnishId: string): PlateFormUpdate {
  if (!selectableGarnish(group, garnishId)) return accepted(form);
  if (garnishQuantity(form, group.id, garnishId) > 0)
    return accepted(withGarnishQuantity(form, group.id, garnishId, 0));
  return chooseNew(form, group, garnishId);
}

/** A '+' press: one more of the garnish, within the group maximum (and 1 per garnish outside stepper groups). */
export function incrementGarnish(form: PlateForm, group: GarnishGroup, garnishId: string): PlateFormUpdate {
  if (!selectableGarnish(group, garnishId)) return accepted(form);
  const current = garnishQuantity(form, group.id, garnishId);
  if (current === 0) return chooseNew(form, group, garnishId);
  if (!group.multipleSelection || groupCount(form, group.id) + 1 > groupMaximum(group)) {
    return refused(form, plateMessages.garnishMax);
  }
  return accepted(withGarnishQuantity(form, group.id, garnishId, current + 1));
}

/** A '−' press: one less, never below 0. */
export function decrementGarnish(form: PlateForm, group: GarnishGroup, garnishId: string): PlateForm {
  const current = garnishQuantity(form, group.id, garnishId);
  return current > 0 ? withGarnishQuantity(form, group.id, garnishId, current - 1) : form;
}

/**
 * A mandatory group with multiple selection is valid when its count is between min and max; a
 * mandatory single-selection group when its count is above zero and at least min. Optional
 * groups are always valid (their maximum is enforced while choosing).
 */
export function isGroupValid(group: GarnishGroup, count: number): boolean {
  if (!group.mandatory) return true;
  if (group.multipleSelection) return count >= group.minGarnishAmount && count <= groupMaximum(group);
  return count > 0 && count >= group.minGarnishAmount;
}

/** Ids of the groups to highlight. */
export function invalidGroupIds(plate: Pick<Plate, 'garnishGroups'>, form: PlateForm): string[] {
  return plate.garnishGroups.filter((group) => !isGroupValid(group, groupCount(form, group.id))).map((g) => g.id);
}

/** Why the form cannot be added to the cart, or null when it can. */
export function plateFormError(plate: Pick<Plate, 'sizes' | 'garnishGroups'>, form: PlateForm): string | null {
  if (showsSizeChoice(plate) && !plate.sizes.some((size) => size.id === form.sizeId)) return plateMessages.sizeRequired;
  if (invalidGroupIds(plate, form).length > 0) return plateMessages.wrongGarnishCount;
  return null;
}

/**
 * Sets the quantity: never below 1 (fractions cut), and raising it so the product's units
 * (`alreadyInCart` plus this) pass the plate's maximum is refused with the maximum message.
 */
export function changePlateQuantity(
  form: PlateForm,
  plate: Pick<Plate, 'maxQuantity'>,
  quantity: number,
  alreadyInCart = 0,
): PlateFormUpdate {
  const units = Number.isNaN(quantity) ? form.quantity : Math.max(1, Math.trunc(quantity));
  const maximum = maxQuantityOf(plate);
  if (units > form.quantity && alreadyInCart + units > maximum)
    return refused(form, cartMessages.maxQuantityReached(maximum));
  return accepted({ ...form, quantity: units });
}

/**
 * Typing in the item notes: text beyond the limit (null: none) is cut. The limit in force comes
 * from `notesLimits(customizations).item` (validation/notes.ts).
 */
export function setItemNotes(
  form: PlateForm,
  text: string,
  limit: number | null = DEFAULT_ITEM_NOTES_LIMIT,
): PlateForm {
  return { ...form, notes: limitNotes(text, limit) };
}
