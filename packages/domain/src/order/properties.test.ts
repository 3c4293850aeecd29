import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartProgress } from './cart-progress.ts';
import { isTerminalOrderStatus, type OrderEvent, type OrderStatus, orderTransition } from './status.ts';
import { orderTracker } from './tracker.ts';

const events: OrderEvent[] = ['PAY', 'ACCEPT', 'MARK_READY', 'DELIVER', 'CANCEL'];

describe('order machine laws', () => {
  it('stays put in a terminal status and shows at most one current tracker node', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...events), { maxLength: 12 }), (sequence) => {
        let status: OrderStatus = 'UNCONFIRMED';
        for (const event of sequence) {
          const result = orderTransition(status, event);
          if (isTerminalOrderStatus(status)) expect(result.ok).toBe(false);
          if (result.ok) status = result.status;
          const nodes = orderTracker(status);
          expect(nodes.filter((n) => n.state === 'current').length).toBeLessThanOrEqual(1);
          expect(nodes.every((n) => n.state === 'canceled')).toBe(status === 'CANCELED');
        }
      }),
    );
  });
});

describe('cart progress laws', () => {
  it('shows Continuar only with items, the minimum met and ordering on; orange only below the minimum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('DELIVERY', 'TAKE_AWAY'),
        fc.nat(100_000),
        fc.nat(5),
        fc.option(fc.integer({ min: -10, max: 100_000 })),
        fc.option(fc.integer({ min: -10, max: 100_000 })),
        fc.boolean(),
        (mode, itemsTotal, itemCount, minimum, freeDeliveryFrom, orderingEnabled) => {
          const p = cartProgress({
            mode,
            itemsTotal,
            itemCount,
            minimum,
            freeDeliveryFrom,
            orderingEnabled,
            format: String,
          });
          expect(p.showContinue).toBe(itemCount > 0 && p.minimumMet && orderingEnabled);
          expect(p.colour === 'orange').toBe(p.kind === 'belowMinimum');
          expect(p.progress).toBeGreaterThanOrEqual(0);
          expect(p.progress).toBeLessThanOrEqual(1);
          expect(p.missing).toBeGreaterThanOrEqual(0);
          if (mode !== 'DELIVERY') expect(p.kind).toBe('none');
        },
      ),
    );
  });
});
