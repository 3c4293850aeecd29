import { describe, expect, it } from 'vitest';
import {
  isFinalStepAnswer,
  isPendingStep,
  offlineStepMessages,
  type PendingStep,
  pendingStepLabel,
  refusedStepMessage,
  shipmentWithPendingSteps,
  stackWithPendingSteps,
  stepRefusal,
} from './offline-steps.ts';

const step = (kind: PendingStep['kind'], targetId: string, status: PendingStep['status']): PendingStep => ({
  key: `${targetId}-${status}`,
  kind,
  targetId,
  status,
  label: pendingStepLabel(kind, status),
  takenAt: '2026-11-27T06:00:00.000Z',
});

describe("a rider's steps kept without signal", () => {
  it("names each step with the slider's or the cancel button's words", () => {
    expect(pendingStepLabel('shipment', 'ON_ROUTE_TO_PICKUP')).toBe('Aceptar envío');
    expect(pendingStepLabel('shipment', 'DELIVERED')).toBe('Entregado');
    expect(pendingStepLabel('shipment', 'DRIVER_CANCELED')).toBe('Cancelar envío en curso');
    expect(pendingStepLabel('stack', 'DRIVER_CANCELED')).toBe('Cancelar multientrega');
    expect(pendingStepLabel('stack', 'STACKING')).toBe('Armando multientrega');
  });

  it('shows a single shipment as its last pending step leaves it', () => {
    const shipment = { id: 's1', status: 'LOOKING_FOR_DRIVER', extra: 1 };
    expect(shipmentWithPendingSteps(shipment, [])).toBe(shipment);
    const steps = [step('shipment', 's1', 'ON_ROUTE_TO_PICKUP'), step('shipment', 's1', 'IN_STORE')];
    expect(shipmentWithPendingSteps(shipment, [...steps, step('shipment', 'other', 'DELIVERED')])).toEqual({
      id: 's1',
      status: 'IN_STORE',
      extra: 1,
    });
  });

  it('moves a stack with its members, a drop-off alone, and closes the stack when every drop-off is done', () => {
    const stack = {
      id: 'k1',
      status: 'LOOKING_FOR_DRIVER',
      shipments: [
        { id: 'a', status: 'STACKING', stackingOrder: 1 },
        { id: 'b', status: 'STACKING', stackingOrder: 2 },
      ],
    };
    const accepted = stackWithPendingSteps(stack, [step('stack', 'k1', 'ON_ROUTE_TO_PICKUP')]);
    expect(accepted.status).toBe('ON_ROUTE_TO_PICKUP');
    expect(accepted.shipments.map((s) => s.status)).toEqual(['ON_ROUTE_TO_PICKUP', 'ON_ROUTE_TO_PICKUP']);
    const riding = [
      step('stack', 'k1', 'ON_ROUTE_TO_PICKUP'),
      step('stack', 'k1', 'IN_STORE'),
      step('stack', 'k1', 'ON_ROUTE_TO_DROPOFF'),
      step('shipment', 'a', 'DELIVERED'),
    ];
    const half = stackWithPendingSteps(stack, riding);
    expect(half.status).toBe('ON_ROUTE_TO_DROPOFF');
    expect(half.shipments.map((s) => s.status)).toEqual(['DELIVERED', 'ON_ROUTE_TO_DROPOFF']);
    const done = stackWithPendingSteps(stack, [...riding, step('shipment', 'b', 'DELIVERED')]);
    expect(done.status).toBe('DELIVERED');
  });

  it("cancels a stack's open drop-offs and returns its delivered return shipments", () => {
    const stack = {
      id: 'k2',
      status: 'ON_ROUTE_TO_DROPOFF',
      shipments: [
        { id: 'a', status: 'DELIVERED', stackingOrder: 1, returnShipment: true },
        { id: 'b', status: 'ON_ROUTE_TO_DROPOFF', stackingOrder: 2 },
      ],
    };
    const canceled = stackWithPendingSteps(stack, [step('stack', 'k2', 'DRIVER_CANCELED')]);
    expect(canceled.shipments.map((s) => s.status)).toEqual(['DELIVERED', 'DRIVER_CANCELED']);
    const returned = stackWithPendingSteps(stack, [step('stack', 'k2', 'RETURNED')]);
    expect(returned.shipments.map((s) => s.status)).toEqual(['RETURNED', 'ON_ROUTE_TO_DROPOFF']);
    expect(returned.status).toBe('ON_ROUTE_TO_DROPOFF');
  });

  it("explains a refused step in Spanish from the server's answer", () => {
    expect(stepRefusal(409, { code: 'EXPIRED_BY_OTHER' })).toBe('TAKEN');
    expect(stepRefusal(409, { reason: 'CANCELED' })).toBe('CANCELED');
    expect(stepRefusal(400, { code: 'DELIVERY_CODE_WRONG' })).toBe('DELIVERY_CODE');
    expect(stepRefusal(401, null)).toBe('SESSION');
    expect(stepRefusal(403, {})).toBe('SESSION');
    expect(stepRefusal(409, { reason: 'NOT_NEXT_STEP' })).toBe('CHANGED');
    expect(refusedStepMessage('TAKEN', 'Aceptar envío')).toBe(
      'Tomado por otro repartidor: «Aceptar envío» no se aplicó.',
    );
    expect(refusedStepMessage('CANCELED', 'En el local')).toBe('El pedido fue cancelado: «En el local» no se aplicó.');
    expect(refusedStepMessage('DELIVERY_CODE', 'Entregado', 'El código no es correcto.')).toBe(
      '«Entregado» no se aplicó. El código no es correcto.',
    );
    expect(refusedStepMessage('SESSION', 'Entregado')).toBe(offlineStepMessages.refused.SESSION('Entregado'));
    expect(refusedStepMessage('CHANGED', 'Entregado')).toContain('mientras no tenías señal');
  });

  it('drops a step the server answered for good and keeps one it could not answer now', () => {
    expect([400, 401, 403, 404, 409].map(isFinalStepAnswer)).toEqual([true, true, true, true, true]);
    expect([200, 408, 429, 500, 503].map(isFinalStepAnswer)).toEqual([false, false, false, false, false]);
  });

  it('reads back only well-formed kept steps', () => {
    expect(isPendingStep(step('shipment', 's1', 'IN_STORE'))).toBe(true);
    expect(isPendingStep({ ...step('shipment', 's1', 'IN_STORE'), status: 'FLYING' })).toBe(false);
    expect(isPendingStep({ ...step('shipment', 's1', 'IN_STORE'), kind: 'order' })).toBe(false);
    expect(isPendingStep(null)).toBe(false);
    expect(isPendingStep('step')).toBe(false);
  });
});
