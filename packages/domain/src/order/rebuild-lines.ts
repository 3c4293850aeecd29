/**
 * An order's lines rebuilt against today's menu (diner §8): the plate, its size and garnishes are
 * looked up again and the line is built with the plate rules, so nothing a browser sent about a
 * plate or its price is kept. The server checks an order with it; a reorder checks an old order's
 * lines the same way.
 */
import { DEFAULT_MAX_QUANTITY } from '../cart/lines.ts';
import type { CartItem } from '../cart/types.ts';
import type { Category, Plate } from '../catalog/types.ts';
import { buildCartItem } from '../plate/cart-item.ts';
import type { GarnishSelection, PlateForm } from '../plate/form.ts';
import type { PricingLine } from '../pricing/types.ts';
import { orderCreationMessages } from './messages.ts';

/** A line as an order or a cart sends it: what was chosen, not what it cost. */
export type RequestedLine = Pick<CartItem, 'referenceId' | 'name' | 'quantity' | 'notes' | 'sizeId' | 'source'> & {
  readonly extras: readonly {
    readonly groupId: string;
    readonly groupItems: readonly { readonly referenceId: string; readonly quantity: number }[];
  }[];
};

export interface MenuPlate<P extends Plate = Plate> {
  readonly plate: P;
  readonly category: Pick<Category, 'showName'>;
}

/** A menu's plates by id, each with its category. */
export type MenuPlates<P extends Plate = Plate> = ReadonlyMap<string, MenuPlate<P>>;

export function menuPlatesOf<P extends Plate, C extends Pick<Category, 'showName'> & { plates: readonly P[] }>(
  categories: readonly C[],
): MenuPlates<P> {
  const plates = new Map<string, MenuPlate<P>>();
  for (const category of categories) for (const plate of category.plates) plates.set(plate.id, { plate, category });
  return plates;
}

/** Why a line cannot be ordered as it was chosen. */
export interface LineProblem {
  readonly kind: 'item';
  readonly referenceId: string;
  readonly message: string;
}

export type RebuiltLine =
  | { readonly ok: true; readonly line: PricingLine }
  | { readonly ok: false; readonly problem: LineProblem };

/** The chosen garnishes with a quantity, as the plate form holds them. */
function garnishesOf(line: RequestedLine): GarnishSelection[] {
  return line.extras.flatMap((group) =>
    group.groupItems
      .filter((item) => item.quantity > 0)
      .map((item) => ({ groupId: group.groupId, garnishId: item.referenceId, quantity: item.quantity })),
  );
}

/** The line's size, or the plate's only size when the line names none. */
function sizeOf(line: RequestedLine, plate: Plate): Pick<PlateForm, 'sizeId'> {
  if (line.sizeId) return { sizeId: line.sizeId };
  const [only] = plate.sizes;
  return plate.sizes.length === 1 && only ? { sizeId: only.id } : {};
}

/** A size or a garnish the plate no longer offers (a hidden garnish is not offered). */
function choosesMissingOption(line: RequestedLine, plate: Plate, garnishes: readonly GarnishSelection[]): boolean {
  const offered = (choice: GarnishSelection) =>
    plate.garnishGroups.some(
      (group) => group.id === choice.groupId && group.garnishes.some((g) => g.id === choice.garnishId && g.visible),
    );
  const unknownSize = Boolean(line.sizeId) && !plate.sizes.some((s) => s.id === line.sizeId);
  return unknownSize || !garnishes.every(offered);
}

/** The line built again from the menu's plate: sizes, garnish rules, quantity. */
export function rebuildLine(line: RequestedLine, menu: MenuPlates): RebuiltLine {
  const refuse = (message: string): RebuiltLine => ({
    ok: false,
    problem: { kind: 'item', referenceId: line.referenceId, message },
  });
  const found = menu.get(line.referenceId);
  if (!found) return refuse(orderCreationMessages.itemUnavailable(line.name));
  const { plate, category } = found;
  const garnishes = garnishesOf(line);
  if (choosesMissingOption(line, plate, garnishes)) return refuse(orderCreationMessages.optionUnavailable(plate.name));
  const form: PlateForm = { ...sizeOf(line, plate), quantity: line.quantity, notes: line.notes, garnishes };
  const built = buildCartItem(plate, form, { categoryShowName: category.showName, source: line.source });
  if (!built.ok) return refuse(built.message);
  return { ok: true, line: { item: built.item, plateDiscount: plate.discount ?? null } };
}

export interface RebuiltLines {
  /** The lines that could be rebuilt, in the order's order. */
  readonly lines: PricingLine[];
  readonly problems: LineProblem[];
  /** The first plate maximum the order's units of one plate exceed, if any. */
  readonly exceededMaximum: number | null;
}

/** The units of each plate across the lines. */
function unitsByPlate(lines: readonly PricingLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { item } of lines) units.set(item.referenceId, (units.get(item.referenceId) ?? 0) + item.quantity);
  return units;
}

/** Every line rebuilt against the menu, and the plate maximums checked on the order's total units. */
export function rebuildLines(requested: readonly RequestedLine[], menu: MenuPlates): RebuiltLines {
  const lines: PricingLine[] = [];
  const problems: LineProblem[] = [];
  for (const line of requested) {
    const rebuilt = rebuildLine(line, menu);
    if (rebuilt.ok) lines.push(rebuilt.line);
    else problems.push(rebuilt.problem);
  }
  let exceededMaximum: number | null = null;
  for (const [referenceId, units] of unitsByPlate(lines)) {
    const maximum = menu.get(referenceId)?.plate.maxQuantity ?? DEFAULT_MAX_QUANTITY;
    if (units > maximum) {
      exceededMaximum = maximum;
      break;
    }
  }
  return { lines, problems, exceededMaximum };
}
