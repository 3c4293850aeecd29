/**
 * An old order ordered again: each of its lines rebuilt against today's menu with the same rules
 * as an order (`rebuildLine`: the plate, its size and garnishes still offered, today's prices), and
 * what changed said plainly. Lines that cannot be rebuilt stay out; the rest go to the cart.
 */
import type { CartItem } from '../cart/types.ts';
import { formatMinorUnits } from '../money/format.ts';
import { priceOrder } from '../pricing/price-order.ts';
import { ticketMinorUnits } from '../pricing/price-with-delivery.ts';
import type { PricingLine } from '../pricing/types.ts';
import { type MenuPlates, type RequestedLine, rebuildLine } from './rebuild-lines.ts';

/** A line of the old order: what was chosen, and what the line came to then (minor units). */
export type PreviousLine = RequestedLine & { readonly accPrice: number };

/** What a reorder says about a line; a line no longer offered says `rebuildLine`'s message. */
export const reorderMessages = {
  priceChanged: (name: string, before: string, now: string) =>
    `${name} cambió de precio: antes ${before}, ahora ${now}`,
  nothingLeft: 'Ninguno de los platos de ese pedido está disponible hoy',
} as const;

export interface Reorder {
  /** The lines still available, built from today's menu. */
  readonly items: CartItem[];
  /** What is no longer available, then what costs something else now: one sentence each. */
  readonly notices: string[];
}

/** The old order's lines against today's menu, in the currency of `country`. */
export function reorderLines(previous: readonly PreviousLine[], menu: MenuPlates, country: string): Reorder {
  const notices: string[] = [];
  const kept: { line: PricingLine; before: number }[] = [];
  for (const line of previous) {
    const rebuilt = rebuildLine(line, menu);
    if (rebuilt.ok) kept.push({ line: rebuilt.line, before: line.accPrice });
    else notices.push(rebuilt.problem.message);
  }
  // Each line priced as the order priced it (its plate discount included), to compare like with like.
  const ticket = priceOrder({ country, lines: kept.map(({ line }) => line) });
  ticket.items.forEach((priced, index) => {
    const { line, before } = kept[index] as (typeof kept)[number];
    const now = ticketMinorUnits(ticket, priced.net);
    if (now !== before)
      notices.push(
        reorderMessages.priceChanged(line.item.name, formatMinorUnits(before, country), formatMinorUnits(now, country)),
      );
  });
  if (kept.length === 0) notices.push(reorderMessages.nothingLeft);
  return { items: kept.map(({ line }) => line.item), notices };
}
