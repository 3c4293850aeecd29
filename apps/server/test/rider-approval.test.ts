/**
 * The venue approves its riders (trust review, finding 1): a stranger who registers for a branch
 * contact gets a shift token but can list, take or report nothing until staff approve them, through
 * the staff API or `pnpm staff`; withdrawing the approval ends the shift. New riders choose a
 * security code of at least six digits.
 */
import { riderMessages } from '@comanda/domain/rider';
import { validationMessages } from '@comanda/domain/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { AUTOPILOT_ACCEPT_AFTER_MS, approveRidersOnce } from '../src/services/autopilot.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  authed,
  newPhone,
  PALERMO_CENTRO,
  registerPendingRider,
  STAFF_TOKEN,
  staffCommand,
  update,
} from './logistics-helpers.ts';

describe(`rider approval on ${databaseKind}`, () => {
  let server: TestServer;
  let staff: (...args: string[]) => Promise<string>;
  beforeAll(async () => {
    server = await startTestServer();
    staff = staffCommand(server);
  });
  afterAll(() => server.close());

  it('refuses a new rider a security code shorter than six digits, and keeps nothing', async () => {
    const phone = newPhone();
    for (const securityCode of ['2468', '12345', 'abcdef']) {
      const response = await server.send('POST', '/api/rider/createwithcode', {
        name: 'Ana Corta',
        phone,
        securityCode,
        active: true,
        riderUser: { branchContact: { id: PALERMO_CENTRO } },
      });
      expect(response.status, securityCode).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(validationMessages.rider.securityCodeTooShort);
    }
    const lookup = await authed(
      server,
      'GET',
      `/api/rider/bc/phone?branchContactId=${PALERMO_CENTRO}&phone=${encodeURIComponent(phone)}`,
      undefined,
    );
    expect(lookup.status).toBe(404);
  });

  it('lets a pending rider see who they are and their shift, and nothing of the fleet', async () => {
    const order = await acceptedDeliveryOrder(server);
    const { token, rider, client } = await registerPendingRider(server, { name: 'Extraño' });
    expect(rider.approved).toBe(false);
    expect(await client.whoAmI({})).toMatchObject({ riderId: rider.id, approved: false });
    expect(await client.getShipmentInProgress({})).toEqual({ status: 'ACTIVE' });

    const me = { id: rider.id, name: rider.name, phone: rider.phone };
    const attempts = [
      ['GET', `/api/shipments?branchContactId=${PALERMO_CENTRO}`, undefined],
      ['GET', `/api/shipments/${order.shipmentId}`, undefined],
      ['PUT', `/api/shipments/${order.shipmentId}`, update(order.shipmentId, 'ON_ROUTE_TO_PICKUP', me)],
      ['PUT', '/api/rider/position', { lat: -34.58, lng: -58.42 }],
      ['GET', `/api/shipmentstacks?branchContactId=${PALERMO_CENTRO}`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const response = await authed(server, method, path, token, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ error: 'rider_pending', message: riderMessages.pendingApproval });
    }
    const [shipment] = await server.db.select().from(t.shipments).where(eq(t.shipments.id, order.shipmentId));
    expect(shipment).toMatchObject({ status: 'LOOKING_FOR_DRIVER', riderId: null });
  });

  it('is approved by staff through the command, then takes shipments; a withdrawn approval ends the shift', async () => {
    const order = await acceptedDeliveryOrder(server);
    const { token, rider, client } = await registerPendingRider(server, { name: 'Rita Nueva' });
    const listed = await staff('riders', 'palermo-centro', 'pending');
    expect(listed).toContain(
      `${rider.id}  palermo-centro  Rita Nueva  ${rider.phone}  pendiente de aprobación, en turno`,
    );
    expect(await staff('riders', 'palermo-centro', 'approved')).not.toContain(rider.id);

    expect(await staff('approve', rider.id)).toBe(
      `${rider.id}  palermo-centro  Rita Nueva  ${rider.phone}  aprobado, en turno`,
    );
    const me = { id: rider.id, name: rider.name, phone: rider.phone };
    const taken = await client.updateShipment({
      params: { id: order.shipmentId },
      body: update(order.shipmentId, 'ON_ROUTE_TO_PICKUP', me),
    });
    expect(taken.status).toBe('ON_ROUTE_TO_PICKUP');

    expect(await staff('unapprove', rider.id)).toContain('pendiente de aprobación, fuera de turno');
    expect((await authed(server, 'GET', '/api/whoami', token)).status).toBe(401);
  });

  it('answers staff a clear 404 for an unknown rider', async () => {
    const response = await authed(server, 'PUT', '/api/staff/riders/rider-nadie/approval', STAFF_TOKEN, {
      approved: true,
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Repartidor no encontrado' });
  });

  it('keeps the demo rider approved and lets the demo autopilot approve riders after a few seconds', async () => {
    const [demo] = await server.db.select().from(t.riders).where(eq(t.riders.id, 'rider-demo-palermo'));
    expect(demo?.approvedAt).not.toBeNull();
    const { rider } = await registerPendingRider(server);
    expect(await approveRidersOnce({ db: server.db }, new Date())).not.toContain(rider.id);
    const later = await approveRidersOnce({ db: server.db }, new Date(Date.now() + AUTOPILOT_ACCEPT_AFTER_MS + 1000));
    expect(later).toContain(rider.id);
    const [row] = await server.db.select().from(t.riders).where(eq(t.riders.id, rider.id));
    expect(row?.approvedAt).not.toBeNull();
  });
});
