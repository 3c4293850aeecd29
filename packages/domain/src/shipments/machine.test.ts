import { describe, expect, it } from 'vitest';
import {
  canTransitionShipment,
  nextShipmentStep,
  RIDER_STEP_TARGETS,
  riderStep,
  SHIPMENT_TRANSITIONS,
  shipmentTransition,
} from './machine.ts';
import { shipmentMessages, shipmentStatusLabel } from './messages.ts';
import {
  isCancelableShipmentStatus,
  isDeliveredShipmentStatus,
  isPreDropoffShipmentStatus,
  isUpdatableShipmentStatus,
  SHIPMENT_FORWARD_SEQUENCE,
} from './rider-flow.ts';
import {
  isCanceledShipmentStatus,
  isShipmentStatus,
  isTerminalShipmentStatus,
  SHIPMENT_STATUS_DEFAULT,
  SHIPMENT_STATUSES,
  type ShipmentStatus,
} from './status.ts';

describe('shipment status sets', () => {
  const table: [ShipmentStatus, terminal: boolean, cancelable: boolean, updatable: boolean, preDropoff: boolean][] = [
    ['PENDING', false, false, false, false],
    ['STACKING', false, false, false, false],
    ['LOOKING_FOR_DRIVER', false, false, true, true],
    ['ON_ROUTE_TO_PICKUP', false, true, true, true],
    ['IN_STORE', false, true, true, true],
    ['ON_ROUTE_TO_DROPOFF', false, true, true, false],
    ['DELIVERED', true, false, false, false],
    ['DRIVER_CANCELED', true, false, false, false],
    ['RETURNED', true, false, false, false],
  ];
  it.each(table)('%s: terminal %s, cancelable %s, updatable %s, pre-drop-off %s', (s, terminal, cancel, upd, pre) => {
    expect(isTerminalShipmentStatus(s)).toBe(terminal);
    expect(isCancelableShipmentStatus(s)).toBe(cancel);
    expect(isUpdatableShipmentStatus(s)).toBe(upd);
    expect(isPreDropoffShipmentStatus(s)).toBe(pre);
  });

  it('covers every status and defaults to pending', () => {
    expect(table.map(([s]) => s).sort()).toEqual([...SHIPMENT_STATUSES].sort());
    expect(SHIPMENT_STATUS_DEFAULT).toBe('PENDING');
    expect(SHIPMENT_FORWARD_SEQUENCE).toEqual([
      'LOOKING_FOR_DRIVER',
      'ON_ROUTE_TO_PICKUP',
      'IN_STORE',
      'ON_ROUTE_TO_DROPOFF',
      'DELIVERED',
    ]);
  });

  it.each([
    ['DRIVER_CANCELED', true],
    ['CUSTOMER_CANCELED', true],
    ['driver_canceled', true],
    ['DELIVERED', false],
    [null, false],
    [undefined, false],
  ])('canceled(%s) = %s', (status, expected) => {
    expect(isCanceledShipmentStatus(status)).toBe(expected);
  });

  it.each([
    ['DELIVERED', true],
    ['RETURNED', true],
    ['ON_ROUTE_TO_DROPOFF', false],
  ])('delivered(%s) = %s', (status, expected) => expect(isDeliveredShipmentStatus(status)).toBe(expected));

  it('labels every status in Spanish and never shows a raw code', () => {
    for (const s of SHIPMENT_STATUSES) expect(shipmentStatusLabel(s)).toBe(shipmentMessages.statusLabels[s]);
    expect(shipmentStatusLabel('LOOKING_FOR_DRIVER')).toBe('Buscando repartidor');
    expect(shipmentStatusLabel('OTHER_CANCELED')).toBe('Cancelado');
    expect(shipmentStatusLabel('WHATEVER')).toBe('Pendiente');
    expect(shipmentStatusLabel(undefined)).toBe('Pendiente');
    expect(isShipmentStatus('WHATEVER')).toBe(false);
    for (const label of Object.values(shipmentMessages.statusLabels)) expect(label).not.toMatch(/^[A-Z_]+$/);
  });
});

describe('shipmentTransition', () => {
  const cases: [string, string, { returnShipment?: boolean; orderCanceled?: boolean }, string][] = [
    // forward one step
    ['LOOKING_FOR_DRIVER', 'ON_ROUTE_TO_PICKUP', {}, 'ok'],
    ['ON_ROUTE_TO_PICKUP', 'IN_STORE', {}, 'ok'],
    ['IN_STORE', 'ON_ROUTE_TO_DROPOFF', {}, 'ok'],
    ['ON_ROUTE_TO_DROPOFF', 'DELIVERED', {}, 'ok'],
    // publishing and stacks
    ['PENDING', 'LOOKING_FOR_DRIVER', {}, 'ok'],
    ['PENDING', 'STACKING', {}, 'ok'],
    ['STACKING', 'LOOKING_FOR_DRIVER', {}, 'ok'],
    ['STACKING', 'ON_ROUTE_TO_PICKUP', {}, 'ok'],
    ['STACKING', 'IN_STORE', {}, 'NOT_NEXT_STEP'],
    ['LOOKING_FOR_DRIVER', 'STACKING', {}, 'ok'],
    ['ON_ROUTE_TO_PICKUP', 'STACKING', {}, 'NOT_NEXT_STEP'],
    // skipping or going back
    ['LOOKING_FOR_DRIVER', 'IN_STORE', {}, 'NOT_NEXT_STEP'],
    ['ON_ROUTE_TO_PICKUP', 'DELIVERED', {}, 'NOT_NEXT_STEP'],
    ['IN_STORE', 'ON_ROUTE_TO_PICKUP', {}, 'NOT_NEXT_STEP'],
    ['PENDING', 'DELIVERED', {}, 'NOT_NEXT_STEP'],
    // cancel
    ['ON_ROUTE_TO_PICKUP', 'DRIVER_CANCELED', {}, 'ok'],
    ['IN_STORE', 'DRIVER_CANCELED', {}, 'ok'],
    ['ON_ROUTE_TO_DROPOFF', 'DRIVER_CANCELED', {}, 'ok'],
    ['LOOKING_FOR_DRIVER', 'DRIVER_CANCELED', {}, 'NOT_CANCELABLE'],
    ['PENDING', 'DRIVER_CANCELED', {}, 'NOT_CANCELABLE'],
    ['DELIVERED', 'DRIVER_CANCELED', {}, 'NOT_CANCELABLE'],
    // the order is canceled: every open status stops, a closed one stays closed
    ['PENDING', 'DRIVER_CANCELED', { orderCanceled: true }, 'ok'],
    ['STACKING', 'DRIVER_CANCELED', { orderCanceled: true }, 'ok'],
    ['LOOKING_FOR_DRIVER', 'DRIVER_CANCELED', { orderCanceled: true }, 'ok'],
    ['ON_ROUTE_TO_PICKUP', 'DRIVER_CANCELED', { orderCanceled: true }, 'ok'],
    ['IN_STORE', 'DRIVER_CANCELED', { orderCanceled: true }, 'ok'],
    ['ON_ROUTE_TO_DROPOFF', 'DRIVER_CANCELED', { orderCanceled: true }, 'ok'],
    ['DELIVERED', 'DRIVER_CANCELED', { orderCanceled: true }, 'NOT_CANCELABLE'],
    ['RETURNED', 'DRIVER_CANCELED', { orderCanceled: true }, 'NOT_CANCELABLE'],
    ['DRIVER_CANCELED', 'DRIVER_CANCELED', { orderCanceled: true }, 'SAME_STATUS'],
    ['LOOKING_FOR_DRIVER', 'IN_STORE', { orderCanceled: true }, 'NOT_NEXT_STEP'],
    // returns
    ['DELIVERED', 'RETURNED', { returnShipment: true }, 'ok'],
    ['DELIVERED', 'RETURNED', {}, 'NOT_A_RETURN_SHIPMENT'],
    ['ON_ROUTE_TO_DROPOFF', 'RETURNED', { returnShipment: true }, 'NOT_NEXT_STEP'],
    // terminal
    ['DELIVERED', 'LOOKING_FOR_DRIVER', {}, 'FROM_TERMINAL'],
    ['DRIVER_CANCELED', 'ON_ROUTE_TO_PICKUP', {}, 'FROM_TERMINAL'],
    ['RETURNED', 'DELIVERED', { returnShipment: true }, 'FROM_TERMINAL'],
    // nonsense
    ['IN_STORE', 'IN_STORE', {}, 'SAME_STATUS'],
    ['FLYING', 'IN_STORE', {}, 'UNKNOWN_STATUS'],
    ['IN_STORE', 'in_store', {}, 'UNKNOWN_STATUS'],
  ];

  it.each(cases)('%s → %s %j: %s', (current, requested, context, expected) => {
    const result = shipmentTransition(current, requested, context);
    expect(result.ok ? 'ok' : result.reason).toBe(expected);
    if (result.ok) expect(result.status).toBe(requested);
    expect(canTransitionShipment(current, requested, context)).toBe(expected === 'ok');
  });

  it('allows exactly the table moves, cancels and the return, nothing else', () => {
    for (const from of SHIPMENT_STATUSES) {
      for (const to of SHIPMENT_STATUSES) {
        const expected =
          SHIPMENT_TRANSITIONS[from].includes(to) ||
          (to === 'DRIVER_CANCELED' && isCancelableShipmentStatus(from)) ||
          (from === 'DELIVERED' && to === 'RETURNED');
        expect(shipmentTransition(from, to, { returnShipment: true }).ok, `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('defaults the context', () => {
    expect(shipmentTransition('DELIVERED', 'RETURNED').ok).toBe(false);
  });
});

describe('nextShipmentStep', () => {
  it.each([
    ['LOOKING_FOR_DRIVER', false, 'ON_ROUTE_TO_PICKUP', 'Aceptar envío'],
    ['ON_ROUTE_TO_PICKUP', false, 'IN_STORE', 'En el local'],
    ['IN_STORE', false, 'ON_ROUTE_TO_DROPOFF', 'En camino al cliente'],
    ['ON_ROUTE_TO_DROPOFF', false, 'DELIVERED', 'Entregado'],
    ['DELIVERED', true, 'RETURNED', 'Regreso al local'],
    ['DELIVERED', false, null, null],
    ['RETURNED', true, null, null],
    ['DRIVER_CANCELED', false, null, null],
    ['PENDING', false, null, null],
    ['STACKING', false, null, null],
    ['BOGUS', false, null, null],
  ])('%s (return %s) → %s, %s', (status, returnShipment, next, label) => {
    const step = nextShipmentStep({ status, returnShipment });
    expect(step?.next ?? null).toBe(next);
    expect(step?.label ?? null).toBe(label);
    if (step) expect(shipmentTransition(status, step.next, { returnShipment }).ok).toBe(true);
  });

  it('has the labels in the rider order', () => {
    expect(RIDER_STEP_TARGETS.map((t) => riderStep(t).label)).toEqual([
      'Aceptar envío',
      'En el local',
      'En camino al cliente',
      'Entregado',
      'Regreso al local',
    ]);
  });
});
