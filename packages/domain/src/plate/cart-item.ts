/**
 * From a plate and the diner's choices to a cart line (diner §3 "Cart item"). The unit prices
 * (`priceWithoutModifiers` = size, `originalPrice` = size + garnishes, `price` after a per-unit
 * plate discount, MULTIPLE left as is) come from pricing's `priceCartItem`, so the cart shows
 * exactly what the ticket and the server will charge.
 */
import type { CartExtrasGroup, CartItem, CartItemDiscount, CartItemSource } from '../cart/types.ts';
import type { Plate } from '../catalog/types.ts';
import { priceCartItem } from '../pricing/cart-item-prices.ts';
import { type PlateForm, plateFormError } from './form.ts';
import { plateMessages } from './messages.ts';

function extrasOf(plate: Pick<Plate, 'garnishGroups'>, form: PlateForm): CartExtrasGroup[] {
  return plate.garnishGroups.flatMap((group) => {
    const groupItems = group.garnishes.flatMap((garnish) => {
      const quantity = form.garnishes.find((s) => s.groupId === group.id && s.garnishId === garnish.id)?.quantity ?? 0;
      return quantity > 0
        ? [
            {
              referenceId: garnish.id,
              referenceType: 'GARNISH' as const,
              name: garnish.name,
              quantity,
              price: garnish.price,
            },
          ]
        : [];
    });
    if (groupItems.length === 0) return [];
    return [
      {
        groupId: group.id,
        groupName: group.name,
        minGarnishAmount: group.minGarnishAmount,
        maxGarnishAmount: group.maxGarnishAmount,
        multipleSelection: group.multipleSelection,
        mandatory: group.mandatory,
        cantAct: groupItems.reduce((sum, item) => sum + item.quantity, 0),
        groupItems,
      },
    ];
  });
}

export interface CartItemContext {
  /** The plate's category name as shown in the menu. */
  readonly categoryShowName: string;
  readonly source?: CartItemSource;
}

export type BuildCartItemResult =
  | { readonly ok: true; readonly item: CartItem }
  | { readonly ok: false; readonly message: string };

/** The cart line for the form, or the message saying what the diner still has to fix. */
export function buildCartItem(plate: Plate, form: PlateForm, context: CartItemContext): BuildCartItemResult {
  const error = plateFormError(plate, form);
  if (error) return { ok: false, message: error };
  // Null only for a plate without sizes: there is nothing to charge.
  const prices = priceCartItem(plate, form.sizeId, form.garnishes);
  if (!prices) return { ok: false, message: plateMessages.sizeRequired };
  const source = context.source ?? 'plate';
  // A per-unit discount's line amount follows the quantity; MULTIPLE's is left to pricing.
  const discount: CartItemDiscount | undefined = plate.discount && {
    type: plate.discount.type,
    discountReferenceId: plate.discount.id,
    itemId: plate.id,
    amount: plate.discount.type === 'MULTIPLE' ? 0 : (prices.originalPrice - prices.price) * form.quantity,
  };
  const item: CartItem = {
    referenceId: plate.id,
    referenceType: 'PLATE',
    name: plate.name,
    notes: form.notes,
    ...prices,
    quantity: form.quantity,
    ...(form.sizeId !== undefined ? { sizeId: form.sizeId } : {}),
    categoryId: plate.categoryId,
    categoryShowName: context.categoryShowName,
    ...(discount ? { discount } : {}),
    source,
    ...(plate.maxQuantity !== undefined ? { maxQuantity: plate.maxQuantity } : {}),
    ...(source === 'upselled' ? { upsell: true } : {}),
    extras: extrasOf(plate, form),
  };
  return { ok: true, item };
}
