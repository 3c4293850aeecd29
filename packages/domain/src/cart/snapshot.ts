/**
 * The cart saved locally (diner §3 "Stored locally with a time-to-live ... restored when the
 * branch alias matches"). Storage is somebody else's data: anything that is not exactly a
 * snapshot of this branch saved less than `CART_TTL_MS` ago is discarded, never trusted.
 */
import { plateDiscountTypes } from '../catalog/types.ts';
import type { CartState } from './cart.ts';
import {
  type CartExtrasGroup,
  type CartGarnishItem,
  type CartItem,
  type CartItemDiscount,
  cartItemSources,
} from './types.ts';

/** Decision: a saved cart lives 24 hours. */
export const CART_TTL_MS = 24 * 60 * 60 * 1000;

const SNAPSHOT_VERSION = 1;

interface CartSnapshot {
  readonly version: typeof SNAPSHOT_VERSION;
  readonly alias: string;
  readonly savedAt: number;
  readonly items: readonly CartItem[];
  readonly mode?: string;
  readonly paymentType?: string;
}

const millis = (now: Date | number): number => (typeof now === 'number' ? now : now.getTime());

/** The snapshot as a JSON string for local storage; the animation flag is not saved. */
export function serializeCart(state: CartState, alias: string, now: Date | number): string {
  const snapshot: CartSnapshot = {
    version: SNAPSHOT_VERSION,
    alias,
    savedAt: millis(now),
    items: state.items,
    mode: state.mode,
    paymentType: state.paymentType,
  };
  return JSON.stringify(snapshot);
}

/**
 * The cart saved for `alias`, or null when the snapshot is missing, corrupt (bad JSON, wrong
 * shapes, negative quantities...), saved for another branch, expired, or dated in the future.
 * Accepts the raw stored string or an already parsed value.
 */
export function restoreCart(raw: unknown, alias: string, now: Date | number): CartState | null {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || value.version !== SNAPSHOT_VERSION || value.alias !== alias) return null;
  const { savedAt } = value;
  const age = millis(now) - (typeof savedAt === 'number' ? savedAt : Number.NaN);
  if (!(age >= 0 && age < CART_TTL_MS)) return null;
  if (!Array.isArray(value.items)) return null;
  const mode = optionalString(value.mode);
  const paymentType = optionalString(value.paymentType);
  if (mode === INVALID || paymentType === INVALID) return null;
  const items: CartItem[] = [];
  for (const entry of value.items) {
    const item = parseItem(entry);
    if (!item) return null;
    items.push(item);
  }
  return withoutUndefined<CartState>({ items, mode, paymentType, animation: false });
}

// --- shape checks: each parser rebuilds the object field by field, so unknown keys are dropped.

const INVALID = Symbol('invalid');

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

function optionalString(value: unknown): string | undefined | typeof INVALID {
  return value == null ? undefined : isString(value) ? value : INVALID;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function parseGarnish(value: unknown): CartGarnishItem | null {
  if (!isRecord(value) || value.referenceType !== 'GARNISH') return null;
  const { referenceId, name, quantity, price } = value;
  if (!isString(referenceId) || !isString(name) || !isCount(quantity) || !isCount(price)) return null;
  return { referenceId, referenceType: 'GARNISH', name, quantity, price };
}

function parseGroup(value: unknown): CartExtrasGroup | null {
  if (!isRecord(value) || !Array.isArray(value.groupItems)) return null;
  const { groupId, groupName, minGarnishAmount, maxGarnishAmount, multipleSelection, mandatory, cantAct } = value;
  if (!isString(groupId) || !isString(groupName) || !isCount(minGarnishAmount) || !isCount(maxGarnishAmount)) {
    return null;
  }
  if (!isBoolean(multipleSelection) || !isBoolean(mandatory) || !isCount(cantAct)) return null;
  const groupItems: CartGarnishItem[] = [];
  for (const entry of value.groupItems) {
    const garnish = parseGarnish(entry);
    if (!garnish) return null;
    groupItems.push(garnish);
  }
  return { groupId, groupName, minGarnishAmount, maxGarnishAmount, multipleSelection, mandatory, cantAct, groupItems };
}

function parseDiscount(value: unknown): CartItemDiscount | null {
  if (!isRecord(value)) return null;
  const { type, discountReferenceId, itemId, amount } = value;
  const knownType = plateDiscountTypes.find((known) => known === type);
  const parsedItemId = optionalString(itemId);
  if (!knownType || !isString(discountReferenceId) || !isCount(amount) || parsedItemId === INVALID) return null;
  return withoutUndefined<CartItemDiscount>({ type: knownType, discountReferenceId, itemId: parsedItemId, amount });
}

function parseItem(value: unknown): CartItem | null {
  if (!isRecord(value) || value.referenceType !== 'PLATE' || !Array.isArray(value.extras)) return null;
  const { referenceId, name, notes, price, originalPrice, priceWithoutModifiers, quantity } = value;
  if (!isString(referenceId) || referenceId === '' || !isString(name) || !isString(notes)) return null;
  if (!isCount(price) || !isCount(originalPrice) || !isCount(priceWithoutModifiers)) return null;
  if (!isCount(quantity) || quantity < 1) return null;
  const { categoryId, categoryShowName, maxQuantity, upsell } = value;
  if (!isString(categoryId) || !isString(categoryShowName)) return null;
  if (maxQuantity != null && !isCount(maxQuantity)) return null;
  if (upsell != null && !isBoolean(upsell)) return null;
  const source = cartItemSources.find((known) => known === value.source);
  const sizeId = optionalString(value.sizeId);
  if (!source || sizeId === INVALID) return null;
  const discount = value.discount == null ? undefined : parseDiscount(value.discount);
  if (discount === null) return null;
  const extras: CartExtrasGroup[] = [];
  for (const entry of value.extras) {
    const group = parseGroup(entry);
    if (!group) return null;
    extras.push(group);
  }
  return withoutUndefined<CartItem>({
    referenceId,
    referenceType: 'PLATE',
    name,
    notes,
    price,
    originalPrice,
    priceWithoutModifiers,
    quantity,
    sizeId,
    categoryId,
    categoryShowName,
    discount,
    source,
    maxQuantity: maxQuantity ?? undefined,
    upsell: upsell ?? undefined,
    extras,
  });
}
