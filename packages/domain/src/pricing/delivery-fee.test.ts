import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFeeForQuote, reachesFreeDelivery } from './delivery-fee.ts';

describe('deliveryFeeForQuote', () => {
  const zone = { fee: 150000, cashFee: 180000, freeDeliveryFrom: 3000000 };

  it('charges the zone fee and its cash variant below the threshold', () => {
    expect(deliveryFeeForQuote(zone, 2999999)).toEqual({ fee: 150000, cashFee: 180000 });
  });

  it('is free from the threshold on (diner §2 "Envío gratis a partir de {amount}")', () => {
    expect(deliveryFeeForQuote(zone, 3000000)).toEqual({ fee: 0, cashFee: 0 });
    expect(reachesFreeDelivery(zone, 3000000)).toBe(true);
  });

  it('a zone without an offer always charges', () => {
    expect(deliveryFeeForQuote({ fee: 120000, cashFee: 120000 }, 99999999)).toEqual({ fee: 120000, cashFee: 120000 });
    expect(deliveryFeeForQuote({ fee: 120000, freeDeliveryFrom: null }, 5)).toEqual({ fee: 120000, cashFee: null });
    expect(reachesFreeDelivery({ freeDeliveryFrom: Number.NaN }, 5)).toBe(false);
  });

  it('never charges more for a larger order (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (threshold, a, b) => {
        const quote = { fee: 1000, cashFee: 2000, freeDeliveryFrom: threshold };
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(deliveryFeeForQuote(quote, high).fee).toBeLessThanOrEqual(deliveryFeeForQuote(quote, low).fee);
      }),
    );
  });
});
