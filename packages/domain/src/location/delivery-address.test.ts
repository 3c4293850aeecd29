import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryQuoteStatuses } from '../validation/checkout.ts';
import { deliveryAddressIssue, deliveryFeeNote, deliveryQuoteState, deliveryQuoteStates } from './delivery-address.ts';

const placed = { fullAddress: 'Gorriti 4700', lat: -34.5881, lng: -58.4282, geocoded: true };

describe('deliveryQuoteState', () => {
  it('needs an address, then a point, then the quote', () => {
    expect(deliveryQuoteState(null, null)).toBe('noAddress');
    expect(deliveryQuoteState({ fullAddress: '  ' }, 'inArea')).toBe('noAddress');
    expect(deliveryQuoteState({ fullAddress: 'Gorriti 4700' }, null)).toBe('unplaced');
    expect(deliveryQuoteState(placed, null)).toBe('fetching');
    for (const status of deliveryQuoteStatuses) expect(deliveryQuoteState(placed, status)).toBe(status);
  });
});

describe('deliveryAddressIssue', () => {
  it("says what is missing, with the checkout's messages and the one fix", () => {
    expect(deliveryAddressIssue('noAddress', null)).toEqual({
      message: 'Debe ingresar dirección para poder realizar el pedido.',
      fix: 'enterAddress',
      fixLabel: 'Ingresar dirección',
    });
    expect(deliveryAddressIssue('unplaced', { fullAddress: 'Gorriti 4700' })).toEqual({
      message: 'Falta ubicar tu dirección en el mapa para calcular el envío.',
      fix: 'placeOnMap',
      fixLabel: 'Ubicar en el mapa',
    });
    expect(deliveryAddressIssue('outOfArea', placed)).toEqual({
      message: 'Tu dirección no se encuentra dentro de la zona de entrega.',
      fix: 'changeAddress',
      fixLabel: 'Cambiar dirección',
    });
    expect(deliveryAddressIssue('providersFailed', placed)).toEqual({
      message: 'En este momento no contamos con repartidores en la zona. Vuelva a intentar más tarde',
      fix: null,
      fixLabel: null,
    });
    expect(deliveryAddressIssue('inArea', placed, { betweenStreetsRequired: true })).toEqual({
      message: 'Debe ingresar entrecalles para poder realizar el pedido.',
      fix: 'addBetweenStreets',
      fixLabel: 'Agregar entrecalles',
    });
  });

  it('has nothing to say about an address in a zone, or one being quoted', () => {
    expect(deliveryAddressIssue('inArea', placed)).toBeNull();
    expect(deliveryAddressIssue('fetching', placed)).toBeNull();
    expect(
      deliveryAddressIssue(
        'inArea',
        { ...placed, betweenStreets: 'Thames y Uriarte' },
        { betweenStreetsRequired: true },
      ),
    ).toBeNull();
  });

  it('leaves no state that keeps an order from being sent without a message (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...deliveryQuoteStates), fc.boolean(), (state, betweenStreetsRequired) => {
        const problem = deliveryAddressIssue(state, placed, { betweenStreetsRequired });
        const blocks = state !== 'inArea' && state !== 'fetching';
        if (blocks || betweenStreetsRequired) expect(problem?.message).toBeTruthy();
        if (problem?.fix) expect(problem.fixLabel).toBeTruthy();
      }),
    );
  });
});

describe('deliveryFeeNote', () => {
  it("says what the fee waits for, and nothing once it is quoted ('Gratis' is the quote's to say)", () => {
    expect(deliveryFeeNote('noAddress')).toBe('Falta tu dirección');
    expect(deliveryFeeNote('unplaced')).toBe('Falta ubicar tu dirección');
    expect(deliveryFeeNote('fetching')).toBe('Calculando…');
    expect(deliveryFeeNote('outOfArea')).toBe('Fuera de la zona');
    expect(deliveryFeeNote('providersFailed')).toBe('Sin repartidores');
    expect(deliveryFeeNote('inArea')).toBeNull();
  });
});
