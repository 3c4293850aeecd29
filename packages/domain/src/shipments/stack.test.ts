import { describe, expect, it } from 'vitest';
import { isAssignedToRider, isLostByRider, shipmentHolderId, showsCustomerDetails } from './access.ts';
import { isExpiredByOther, riderErrorText, ShipmentExpiredByOtherError, shipmentListFailure } from './errors.ts';
import { shipmentTransition } from './machine.ts';
import { shipmentMessages } from './messages.ts';
import {
  SHIPMENT_LOOKBACK_DAYS,
  SHIPMENT_STACKS_QUERY,
  SHIPMENTS_PAGE_SIZE,
  shipmentsListQuery,
  shipmentUpdatePayload,
} from './query.ts';
import {
  addressLetter,
  chooseStackShipment,
  completedStackStatus,
  currentStackShipment,
  isStackUpdatable,
  nextStackStep,
  type StackedShipmentLike,
  settledStackStatus,
  shouldReloadStack,
  sortStackShipments,
  withAddressLetters,
} from './stack.ts';

const s = (id: string, status: string, stackingOrder: number, returnShipment = false): StackedShipmentLike => ({
  id,
  status,
  stackingOrder,
  returnShipment,
});
const ids = (list: readonly StackedShipmentLike[]) => list.map((x) => x.id);

describe('sortStackShipments', () => {
  it.each([
    [
      'delivered first, canceled last, rest by stacking order',
      [
        s('a', 'ON_ROUTE_TO_DROPOFF', 3),
        s('b', 'DRIVER_CANCELED', 1),
        s('c', 'DELIVERED', 4),
        s('d', 'ON_ROUTE_TO_DROPOFF', 2),
      ],
      ['c', 'd', 'a', 'b'],
    ],
    [
      'returned counts as delivered; groups sorted inside',
      [s('a', 'DRIVER_CANCELED', 2), s('b', 'DRIVER_CANCELED', 1), s('c', 'RETURNED', 9), s('d', 'DELIVERED', 1)],
      ['d', 'c', 'b', 'a'],
    ],
    ['stable on equal orders', [s('x', 'IN_STORE', 1), s('y', 'IN_STORE', 1)], ['x', 'y']],
    ['empty', [], []],
  ])('%s', (_name, input, expected) => {
    const copy = [...input];
    expect(ids(sortStackShipments(input))).toEqual(expected);
    expect(input).toEqual(copy);
  });
});

describe('choosing a shipment in a stack', () => {
  const stack = [
    s('delivered', 'DELIVERED', 1),
    s('second', 'ON_ROUTE_TO_DROPOFF', 2),
    s('third', 'ON_ROUTE_TO_DROPOFF', 3),
    s('fourth', 'ON_ROUTE_TO_DROPOFF', 5),
    s('canceled', 'DRIVER_CANCELED', 4),
  ];

  it.each([
    ['fourth', ['delivered', 'fourth', 'second', 'third', 'canceled']],
    ['third', ['delivered', 'third', 'second', 'fourth', 'canceled']],
    ['second', ['delivered', 'second', 'third', 'fourth', 'canceled']],
    ['delivered', ['delivered', 'second', 'third', 'fourth', 'canceled']],
    ['canceled', ['delivered', 'second', 'third', 'fourth', 'canceled']],
    ['missing', ['delivered', 'second', 'third', 'fourth', 'canceled']],
  ])('choose %s', (id, expected) => {
    const chosen = chooseStackShipment(stack, id);
    expect(ids(chosen)).toEqual(expected);
    // the choice survives a re-sort (stacking orders were renumbered)
    expect(ids(sortStackShipments(chosen))).toEqual(expected);
    expect(currentStackShipment(chosen)?.id).toBe(expected[1]);
  });

  it('reuses the existing stacking orders of the open shipments', () => {
    const chosen = chooseStackShipment(stack, 'fourth');
    expect(chosen.map((x) => x.stackingOrder)).toEqual([1, 2, 3, 5, 4]);
  });

  it('has no current shipment once all are done', () => {
    expect(currentStackShipment([s('a', 'DELIVERED', 1), s('b', 'DRIVER_CANCELED', 2)])).toBeUndefined();
  });
});

describe('stack reload and completion', () => {
  it.each([
    [[s('a', 'DELIVERED', 1), s('b', 'DRIVER_CANCELED', 2)], true, 'DELIVERED'],
    [[s('a', 'DELIVERED', 1), s('b', 'ON_ROUTE_TO_DROPOFF', 2)], false, 'DELIVERED'],
    [[s('a', 'DRIVER_CANCELED', 1)], true, 'DRIVER_CANCELED'],
    [[s('a', 'RETURNED', 1, true)], true, 'DELIVERED'],
    [[], false, 'DELIVERED'],
  ])('%j → reload %s, closes %s', (shipments, reload, closing) => {
    expect(shouldReloadStack(shipments)).toBe(reload);
    expect(completedStackStatus(shipments)).toBe(closing);
  });
});

describe('settledStackStatus', () => {
  it.each([
    // offered stacks: withdrawn once every order is canceled, otherwise they carry on
    ['LOOKING_FOR_DRIVER', [s('a', 'DRIVER_CANCELED', 1), s('b', 'DRIVER_CANCELED', 2)], 'DRIVER_CANCELED'],
    ['LOOKING_FOR_DRIVER', [s('a', 'DRIVER_CANCELED', 1), s('b', 'STACKING', 2)], null],
    ['PENDING', [s('a', 'DRIVER_CANCELED', 1)], 'DRIVER_CANCELED'],
    // on their way: closed by the last drop-off
    ['ON_ROUTE_TO_PICKUP', [s('a', 'DRIVER_CANCELED', 1)], 'DRIVER_CANCELED'],
    ['ON_ROUTE_TO_DROPOFF', [s('a', 'DELIVERED', 1), s('b', 'DRIVER_CANCELED', 2)], 'DELIVERED'],
    ['ON_ROUTE_TO_DROPOFF', [s('a', 'DELIVERED', 1), s('b', 'ON_ROUTE_TO_DROPOFF', 2)], null],
    // returns
    ['DELIVERED', [s('a', 'RETURNED', 1, true), s('b', 'DELIVERED', 2)], 'RETURNED'],
    ['DELIVERED', [s('a', 'RETURNED', 1, true), s('b', 'DELIVERED', 2, true)], null],
    ['DELIVERED', [s('a', 'DELIVERED', 1)], null],
    // closed stays closed; empty never closes
    ['DRIVER_CANCELED', [s('a', 'DRIVER_CANCELED', 1)], null],
    ['LOOKING_FOR_DRIVER', [], null],
  ])('%s with %j → %s', (status, shipments, expected) => {
    const target = settledStackStatus({ id: 'st', status, shipments });
    expect(target).toBe(expected);
    if (target) expect(shipmentTransition(status, target, { returnShipment: true, orderCanceled: true }).ok).toBe(true);
  });
});

describe('isStackUpdatable', () => {
  it.each([
    ['LOOKING_FOR_DRIVER', [s('a', 'STACKING', 1)], true],
    ['ON_ROUTE_TO_DROPOFF', [s('a', 'DELIVERED', 1)], true],
    ['DELIVERED', [s('a', 'DELIVERED', 1)], false],
    ['DELIVERED', [s('a', 'DELIVERED', 1, true)], true],
    ['DELIVERED', [s('a', 'RETURNED', 1, true), s('b', 'DELIVERED', 2, true)], true],
    ['DELIVERED', [s('a', 'RETURNED', 1, true), s('b', 'DRIVER_CANCELED', 2, true)], false],
    ['DRIVER_CANCELED', [s('a', 'DELIVERED', 1, true)], false],
    ['PENDING', [], false],
  ])('%s with %j → %s', (status, shipments, expected) => {
    expect(isStackUpdatable({ id: 'st', status, shipments })).toBe(expected);
  });
});

describe('nextStackStep', () => {
  it.each([
    [
      'LOOKING_FOR_DRIVER',
      [s('a', 'STACKING', 1)],
      { kind: 'stack', stackId: 'st', next: 'ON_ROUTE_TO_PICKUP', label: 'Aceptar envío' },
    ],
    ['ON_ROUTE_TO_PICKUP', [], { kind: 'stack', stackId: 'st', next: 'IN_STORE', label: 'En el local' }],
    ['IN_STORE', [], { kind: 'stack', stackId: 'st', next: 'ON_ROUTE_TO_DROPOFF', label: 'En camino al cliente' }],
    [
      'ON_ROUTE_TO_DROPOFF',
      [s('a', 'DELIVERED', 1), s('b', 'ON_ROUTE_TO_DROPOFF', 3), s('c', 'ON_ROUTE_TO_DROPOFF', 2)],
      { kind: 'deliver', shipmentId: 'c', next: 'DELIVERED', label: 'Entregado' },
    ],
    [
      'ON_ROUTE_TO_DROPOFF',
      [s('a', 'DELIVERED', 1, true), s('b', 'DELIVERED', 2)],
      { kind: 'return', shipmentIds: ['a'], next: 'RETURNED', label: 'Regreso al local' },
    ],
    [
      'DELIVERED',
      [s('a', 'DELIVERED', 1, true), s('b', 'RETURNED', 2, true), s('c', 'DELIVERED', 3, true)],
      { kind: 'return', shipmentIds: ['a', 'c'], next: 'RETURNED', label: 'Regreso al local' },
    ],
    ['DELIVERED', [s('a', 'DELIVERED', 1)], null],
    ['DRIVER_CANCELED', [s('a', 'DELIVERED', 1, true)], null],
    ['STACKING', [s('a', 'STACKING', 1)], null],
  ])('%s with %j', (status, shipments, expected) => {
    expect(nextStackStep({ id: 'st', status, shipments })).toEqual(expected);
  });
});

describe('address letters', () => {
  it.each([
    [0, 'A'],
    [1, 'B'],
    [2, 'C'],
    [25, 'Z'],
    [26, 'AA'],
    [27, 'AB'],
    [701, 'ZZ'],
    [702, 'AAA'],
  ])('%i → %s', (i, letter) => expect(addressLetter(i)).toBe(letter));

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('has no letter for the corrupt index %s', (i) =>
    expect(addressLetter(i)).toBe(''),
  );

  it('labels a list', () => {
    expect(withAddressLetters(['branch', 'x', 'y'])).toEqual([
      { letter: 'A', address: 'branch' },
      { letter: 'B', address: 'x' },
      { letter: 'C', address: 'y' },
    ]);
  });
});

describe('who holds a shipment', () => {
  it.each([
    ['LOOKING_FOR_DRIVER', undefined, null, false, false, false],
    ['LOOKING_FOR_DRIVER', 'other', null, false, false, false],
    ['ON_ROUTE_TO_PICKUP', 'me', 'me', false, true, false],
    ['ON_ROUTE_TO_PICKUP', 'other', 'other', true, false, false],
    ['ON_ROUTE_TO_DROPOFF', 'me', 'me', false, true, true],
    ['ON_ROUTE_TO_DROPOFF', 'other', 'other', true, false, false],
    ['ON_ROUTE_TO_DROPOFF', undefined, null, false, false, true],
    ['IN_STORE', 'me', 'me', false, true, false],
  ])('%s held by %s', (status, riderId, holder, lost, assigned, customer) => {
    const shipment = { status, rider: riderId ? { id: riderId } : null };
    expect(shipmentHolderId(shipment)).toBe(holder);
    expect(isLostByRider(shipment, 'me')).toBe(lost);
    expect(isAssignedToRider(shipment, 'me')).toBe(assigned);
    expect(showsCustomerDetails(shipment, 'me')).toBe(customer);
  });
});

describe('messages', () => {
  it('raises EXPIRED_BY_OTHER as a code, shows Spanish', () => {
    const error = new ShipmentExpiredByOtherError('42');
    expect(error.code).toBe('EXPIRED_BY_OTHER');
    expect(error.message).toBe(shipmentMessages.expiredByOther);
    expect(error.shipmentId).toBe('42');
    expect(isExpiredByOther(error)).toBe(true);
    expect(isExpiredByOther({ code: 'EXPIRED_BY_OTHER' })).toBe(true);
    expect(isExpiredByOther(new Error('EXPIRED_BY_OTHER'))).toBe(false);
    expect(isExpiredByOther(null)).toBe(false);
    expect(riderErrorText(error)).toBe('Tomado por otro repartidor');
    expect(riderErrorText(new Error('x'))).toBe(shipmentMessages.generic);
    expect(riderErrorText(new Error('x'), shipmentMessages.updateFailed)).toBe(shipmentMessages.updateFailed);
    expect(JSON.stringify(shipmentMessages)).not.toContain('EXPIRED_BY_OTHER');
  });

  it.each([
    [403, 'No tienes permisos para ver los envíos', true],
    [500, 'Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos', false],
    [undefined, 'Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos', false],
  ])('list failure %s', (status, message, redirect) => {
    expect(shipmentListFailure(status)).toEqual({ message, redirectToNotFound: redirect });
  });

  it('keeps the spec texts word for word', () => {
    expect(shipmentMessages).toMatchObject({
      accessDenied: 'Acceso denegado o link expirado',
      loadFailed: 'Hubo un error buscando el envío, vuelva a intentarlo en unos minutos',
      updateFailed: 'Hubo un error pasando el envío de estado, vuelva a intentarlo en unos minutos',
      generic: 'Hubo un error, vuélvalo a intentar en unos minutos',
      empty: 'No hay envíos para entregar',
    });
  });
});

describe('queries and payloads', () => {
  it('lists three days back to now, own fleet, looking for driver', () => {
    const now = new Date('2025-03-10T15:00:00.000Z');
    expect(shipmentsListQuery({ branchContactId: 'bc1', now })).toEqual({
      page: 0,
      pageSize: 20,
      sort: 'ASC',
      branchContactId: 'bc1',
      startDate: '2025-03-07T15:00:00.000Z',
      endDate: '2025-03-10T15:00:00.000Z',
      status: 'LOOKING_FOR_DRIVER',
      providerName: 'OWN_FLEET',
    });
    expect(shipmentsListQuery({ branchContactId: 'bc1', now, page: 2, pageSize: 5 })).toMatchObject({
      page: 2,
      pageSize: 5,
    });
    expect(SHIPMENT_LOOKBACK_DAYS).toBe(3);
    expect(SHIPMENTS_PAGE_SIZE).toBe(20);
    expect(SHIPMENT_STACKS_QUERY).toEqual({ status: 'LOOKING_FOR_DRIVER', delivery_provider_name: 'OWN_FLEET' });
  });

  it('builds the update payload', () => {
    expect(shipmentUpdatePayload('9', 'IN_STORE', { riderId: 'r1', name: 'Ana', phone: '+5491122334455' })).toEqual({
      status: 'IN_STORE',
      id: '9',
      rider_phone: '+5491122334455',
      rider_name: 'Ana',
      rider_id: 'r1',
    });
  });
});
