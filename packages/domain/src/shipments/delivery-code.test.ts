import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDeliveryCode,
  DELIVERY_CODE_MAX_ATTEMPTS,
  deliveryCodeAttemptsLeft,
  deliveryCodeEntryState,
  deliveryCodeGuard,
  deliveryCodeRefusalMessage,
  needsDeliveryCode,
  typedDeliveryCode,
} from './delivery-code.ts';

const open = deliveryCodeGuard(0, false);

describe('the delivery code at the drop-off', () => {
  it.each([
    ['DELIVERED', open, true],
    ['DELIVERED', deliveryCodeGuard(2, true), false],
    ['RETURNED', open, false],
    ['ON_ROUTE_TO_DROPOFF', open, false],
    ['DRIVER_CANCELED', open, false],
  ] as const)('moving to %s with %o asks for the code: %s', (target, guard, asked) => {
    expect(needsDeliveryCode(target, guard)).toBe(asked);
  });

  it.each([
    ['4821', 'ok'],
    [' 4821 ', 'ok'],
    ['4822', 'WRONG'],
    ['', 'MISSING'],
    [undefined, 'MISSING'],
    ['482', 'MISSING'],
    ['48211', 'MISSING'],
    ['abcd', 'MISSING'],
  ] as const)('typed %o against 4821: %s', (typed, outcome) => {
    const check = checkDeliveryCode({ target: 'DELIVERED', expected: '4821', typed, guard: open });
    expect(check.ok ? 'ok' : check.reason).toBe(outcome);
  });

  it('refuses even the right code once the attempts are used up, until staff waive it', () => {
    const locked = deliveryCodeGuard(DELIVERY_CODE_MAX_ATTEMPTS, false);
    expect(checkDeliveryCode({ target: 'DELIVERED', expected: '4821', typed: '4821', guard: locked })).toEqual({
      ok: false,
      reason: 'LOCKED',
    });
    expect(deliveryCodeEntryState(locked)).toBe('locked');
    const waived = { ...locked, waived: true };
    expect(checkDeliveryCode({ target: 'DELIVERED', expected: '4821', typed: undefined, guard: waived })).toEqual({
      ok: true,
    });
    expect(deliveryCodeEntryState(waived)).toBe('waived');
    expect(deliveryCodeEntryState(open)).toBe('entry');
  });

  it('the return leg needs no code', () => {
    expect(checkDeliveryCode({ target: 'RETURNED', expected: '4821', typed: undefined, guard: open }).ok).toBe(true);
  });

  it('says how many attempts are left, and to call the venue after the last', () => {
    expect(deliveryCodeRefusalMessage('WRONG', 4)).toBe('La clave de entrega no es correcta. Te quedan 4 intentos.');
    expect(deliveryCodeRefusalMessage('WRONG', 1)).toBe('La clave de entrega no es correcta. Te queda 1 intento.');
    expect(deliveryCodeRefusalMessage('WRONG', 0)).toBe(
      'Superaste los intentos de la clave de entrega. Llama al local para que confirme la entrega.',
    );
    expect(deliveryCodeRefusalMessage('LOCKED', 0)).toBe(deliveryCodeRefusalMessage('WRONG', 0));
    expect(deliveryCodeRefusalMessage('MISSING', 5)).toBe(
      'Ingresa la clave de entrega de 4 números que te da el cliente',
    );
  });

  it('keeps the digits a rider types, four at most', () => {
    expect(typedDeliveryCode('12 34')).toBe('1234');
    expect(typedDeliveryCode('1a2b3c4d5')).toBe('1234');
    expect(typedDeliveryCode('')).toBe('');
  });

  it('never counts attempts below zero nor above the limit', () => {
    fc.assert(
      fc.property(fc.nat(100), (failures) => {
        const left = deliveryCodeAttemptsLeft(failures);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(DELIVERY_CODE_MAX_ATTEMPTS);
        expect(deliveryCodeEntryState(deliveryCodeGuard(failures, false)) === 'locked').toBe(left === 0);
      }),
    );
  });

  it('only the expected code passes an open guard', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}$/), fc.stringMatching(/^\d{4}$/), (expected, typed) => {
        const check = checkDeliveryCode({ target: 'DELIVERED', expected, typed, guard: open });
        expect(check.ok).toBe(typed === expected);
      }),
    );
  });
});
