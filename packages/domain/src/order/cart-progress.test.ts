import { describe, expect, it } from 'vitest';
import { type CartProgressInput, cartProgress } from './cart-progress.ts';
import { orderMessages } from './messages.ts';

const format = (amount: number) => `$${(amount / 100).toFixed(2)}`;
const base: CartProgressInput = {
  mode: 'DELIVERY',
  itemsTotal: 5000,
  itemCount: 2,
  minimum: 0,
  freeDeliveryFrom: 0,
  orderingEnabled: true,
  format,
};

describe('cartProgress', () => {
  it.each<[string, Partial<CartProgressInput>, string, string | null, string, number, boolean]>([
    ['below minimum', { minimum: 8000 }, 'belowMinimum', 'Suma $30.00 para llegar al mínimo', 'orange', 0.625, false],
    [
      'below minimum wins over free delivery',
      { minimum: 8000, freeDeliveryFrom: 10000 },
      'belowMinimum',
      'Suma $30.00 para llegar al mínimo',
      'orange',
      0.625,
      false,
    ],
    ['minimum reached', { minimum: 5000 }, 'minimumReached', '¡Llegaste al mínimo!', 'green', 1, true],
    [
      'towards free delivery',
      { minimum: 3000, freeDeliveryFrom: 10000 },
      'belowFreeDelivery',
      'Suma $50.00 para tener envío gratis',
      'green',
      0.5,
      true,
    ],
    ['free delivery', { freeDeliveryFrom: 5000 }, 'freeDelivery', '¡Tienes envío gratis!', 'green', 1, true],
    ['nothing to say', {}, 'none', null, 'green', 1, true],
    [
      'minimum ignored outside delivery',
      { mode: 'TAKE_AWAY', minimum: 8000, freeDeliveryFrom: 9000 },
      'none',
      null,
      'green',
      1,
      true,
    ],
    ['null limits', { minimum: null, freeDeliveryFrom: null }, 'none', null, 'green', 1, true],
    ['negative minimum ignored', { minimum: -10 }, 'none', null, 'green', 1, true],
  ])('%s', (_name, patch, kind, message, colour, progress, showContinue) => {
    const result = cartProgress({ ...base, ...patch });
    expect(result.kind).toBe(kind);
    expect(result.message).toBe(message);
    expect(result.colour).toBe(colour);
    expect(result.progress).toBeCloseTo(progress, 10);
    expect(result.showContinue).toBe(showContinue);
    expect(result.minimumMet).toBe(kind !== 'belowMinimum');
  });

  it.each<[Partial<CartProgressInput>, boolean]>([
    [{ itemCount: 0, itemsTotal: 0 }, false],
    [{ orderingEnabled: false }, false],
    [{ minimum: 5001 }, false],
    [{ minimum: 5000 }, true],
    [{ mode: undefined, minimum: 9000 }, true],
  ])('Continuar with %j: %s', (patch, shows) => {
    expect(cartProgress({ ...base, ...patch }).showContinue).toBe(shows);
  });

  it('keeps the cart texts word for word', () => {
    expect(orderMessages.cart).toMatchObject({
      title: 'Mi pedido',
      recommended: 'Te recomendamos',
      addMore: 'Agregar más productos',
      continue: 'Continuar',
      backToMenu: 'Volver al Menú',
    });
  });

  it('reports the missing amount', () => {
    expect(cartProgress({ ...base, minimum: 8000 }).missing).toBe(3000);
    expect(cartProgress({ ...base, freeDeliveryFrom: 6000 }).missing).toBe(1000);
    expect(cartProgress({ ...base, itemsTotal: 0, itemCount: 0, minimum: 8000 }).progress).toBe(0);
  });
});
