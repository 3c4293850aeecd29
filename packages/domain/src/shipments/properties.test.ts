import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shipmentTransition } from './machine.ts';
import { isDeliveredShipmentStatus, SHIPMENT_FORWARD_SEQUENCE } from './rider-flow.ts';
import { addressLetter, chooseStackShipment, currentStackShipment, sortStackShipments } from './stack.ts';
import { isCanceledShipmentStatus, isTerminalShipmentStatus, SHIPMENT_STATUSES } from './status.ts';

const status = fc.constantFrom(...SHIPMENT_STATUSES);
const stack = fc.uniqueArray(
  fc.record({ id: fc.string({ minLength: 1, maxLength: 4 }), status, stackingOrder: fc.integer({ min: 0, max: 9 }) }),
  {
    selector: (s) => s.id,
    maxLength: 8,
  },
);
const group = (s: { status: string }) =>
  isDeliveredShipmentStatus(s.status) ? 0 : isCanceledShipmentStatus(s.status) ? 2 : 1;
const key = (s: { id: string; status: string }) => `${s.id}:${s.status}`;

describe('stack ordering laws', () => {
  it('sorting is a permutation, idempotent, grouped delivered → open → canceled', () => {
    fc.assert(
      fc.property(stack, (shipments) => {
        const sorted = sortStackShipments(shipments);
        expect(sorted.map(key).sort()).toEqual(shipments.map(key).sort());
        expect(sortStackShipments(sorted)).toEqual(sorted);
        const groups = sorted.map(group);
        expect(groups).toEqual([...groups].sort((a, b) => a - b));
      }),
    );
  });

  it('choosing an open shipment makes it the current one and keeps the stack', () => {
    fc.assert(
      fc.property(stack, fc.nat(), (shipments, pick) => {
        const open = shipments.filter((s) => group(s) === 1);
        fc.pre(open.length > 0);
        const chosen = open[pick % open.length];
        if (!chosen) return;
        const result = chooseStackShipment(shipments, chosen.id);
        expect(result.map(key).sort()).toEqual(shipments.map(key).sort());
        expect(currentStackShipment(result)?.id).toBe(chosen.id);
        expect(sortStackShipments(result).map((s) => s.id)).toEqual(result.map((s) => s.id));
      }),
    );
  });
});

describe('shipment machine laws', () => {
  it('never leaves a terminal status, except a delivered return shipment going back', () => {
    fc.assert(
      fc.property(status, status, fc.boolean(), (from, to, returnShipment) => {
        const result = shipmentTransition(from, to, { returnShipment });
        if (result.ok && isTerminalShipmentStatus(from)) {
          expect([from, to, returnShipment]).toEqual(['DELIVERED', 'RETURNED', true]);
        }
      }),
    );
  });

  it('never moves backwards or skips along the forward sequence', () => {
    const seq: readonly string[] = SHIPMENT_FORWARD_SEQUENCE;
    fc.assert(
      fc.property(
        fc.constantFrom(...SHIPMENT_FORWARD_SEQUENCE),
        fc.constantFrom(...SHIPMENT_FORWARD_SEQUENCE),
        (from, to) => {
          expect(shipmentTransition(from, to).ok).toBe(seq.indexOf(to) === seq.indexOf(from) + 1);
        },
      ),
    );
  });
});

describe('address letters', () => {
  it('are distinct upper-case words', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const letter = addressLetter(i);
      expect(letter).toMatch(/^[A-Z]+$/);
      seen.add(letter);
    }
    expect(seen.size).toBe(2000);
  });
});
