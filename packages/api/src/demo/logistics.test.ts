import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as logisticsCalls from '../contract/logistics-calls.ts';
import { ShipmentStackSchema } from '../schemas/logistics.ts';
import { ShipmentSchema } from '../schemas/shipment.ts';
import { TrackingSchema } from '../schemas/tracking.ts';
import { demoRider, demoShipmentOnRoute, demoShipments, demoStack, demoTracking } from './logistics.ts';

describe('demo fleet', () => {
  it('is in the contract shapes', () => {
    for (const shipment of [...demoShipments, demoShipmentOnRoute]) expect(v.is(ShipmentSchema, shipment)).toBe(true);
    expect(v.is(ShipmentStackSchema, demoStack)).toBe(true);
    expect(v.is(TrackingSchema, demoTracking)).toBe(true);
  });

  it("has a rider of Palermo Centro's own fleet, off shift, with a code the form accepts", () => {
    expect(demoRider).toMatchObject({ branchContactId: 'bc-palermo-centro', active: false });
    expect(
      v.is(logisticsCalls.riderSignIn.body, {
        branchContactId: demoRider.branchContactId,
        phone: '11 5555-0100',
        securityCode: demoRider.securityCode,
      }),
    ).toBe(true);
  });

  it("guards every rider call with an approved rider's token (who they are, their shift and its end: any rider's), every staff call with the staff token, the customer's tracking with the order's secret", () => {
    for (const [name, call] of Object.entries(logisticsCalls)) {
      if (call.path.startsWith('/api/staff/')) expect(call.auth, name).toBe('staff');
      else if (['findRiderByPhone', 'createRider', 'updateRider', 'riderSignIn'].includes(name))
        expect(call.auth, name).toBe('public');
      else if (['getTracking', 'authorizeTrackingChannel'].includes(name)) expect(call.auth, name).toBe('order');
      else if (['whoAmI', 'getShipmentInProgress', 'riderSignOut'].includes(name))
        expect(call.auth, name).toBe('riderAccount');
      else expect(call.auth, name).toBe('rider');
    }
  });
});
