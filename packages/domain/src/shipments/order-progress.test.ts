import { describe, expect, it } from 'vitest';
import { currentOrderShipment, orderStatusAfterShipment } from './order-progress.ts';

describe('orderStatusAfterShipment', () => {
  it.each([
    ['ACCEPTED', 'ON_ROUTE_TO_DROPOFF', 'READY'],
    ['READY', 'ON_ROUTE_TO_DROPOFF', null],
    ['ACCEPTED', 'DELIVERED', 'DELIVERED'],
    ['READY', 'DELIVERED', 'DELIVERED'],
    ['CANCELED', 'DELIVERED', null],
    ['DELIVERED', 'DELIVERED', null],
    ['GENERATED', 'DELIVERED', null],
    ['ACCEPTED', 'ON_ROUTE_TO_PICKUP', null],
    ['ACCEPTED', 'IN_STORE', null],
    ['ACCEPTED', 'DRIVER_CANCELED', null],
    ['DELIVERED', 'RETURNED', null],
    ['ACCEPTED', 'BOGUS', null],
  ])('order %s, shipment %s → %s', (order, shipment, expected) => {
    expect(orderStatusAfterShipment(order, shipment)).toBe(expected);
  });
});

describe('currentOrderShipment', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
  it.each([
    [
      'the open one, even if older',
      [
        { id: 'a', status: 'IN_STORE', createdAt: at(1) },
        { id: 'b', status: 'DRIVER_CANCELED', createdAt: at(2) },
      ],
      'a',
    ],
    [
      'the newest when all are closed',
      [
        { id: 'a', status: 'DRIVER_CANCELED', createdAt: at(1) },
        { id: 'b', status: 'DELIVERED', createdAt: at(3) },
      ],
      'b',
    ],
    ['nothing without shipments', [], undefined],
  ])('%s', (_name, shipments, expected) => {
    expect(currentOrderShipment(shipments)?.id).toBe(expected);
  });
});
