/**
 * The rider journey end to end on a real database: register, wait for the venue's approval, start a shift, see the shipment a
 * fresh delivery order creates, accept it, ride it to delivered while every change is pushed in
 * order; the acceptance race; who may see what; shift tokens; illegal moves changing nothing.
 */
import { TRACKING_EVENT, type TrackingOutput, trackingChannel } from '@comanda/api';
import { riderMessages } from '@comanda/domain/rider';
import {
  nextShipmentStep,
  SHIPMENT_LOOKBACK_DAYS,
  shipmentMessages,
  shipmentsListQuery,
  showsCustomerDetails,
} from '@comanda/domain/shipments';
import { validationMessages } from '@comanda/domain/validation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { createRecordingPublisher } from '../src/realtime/publisher.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  authed,
  deliveryCodeOf,
  PALERMO_CENTRO,
  parseTracking,
  registerRider,
  ridersOnShift,
  staffClient,
  update,
} from './logistics-helpers.ts';

describe(`rider journey on ${databaseKind}`, () => {
  let server: TestServer;
  const recording = createRecordingPublisher();
  beforeAll(async () => {
    server = await startTestServer({}, { realtime: recording.publisher });
  });
  afterAll(() => server.close());

  const listQuery = () => shipmentsListQuery({ branchContactId: PALERMO_CENTRO, now: new Date() });
  const pushesOf = (orderId: string) =>
    recording.sent.filter((m) => m.channel === trackingChannel(orderId)).map((m) => m.data as TrackingOutput);

  it('registers, waits for the venue, starts a shift, takes a fresh delivery order and rides it to delivered, pushing every change in order', async () => {
    const phone = '11 4321-8765';
    const lookup = await authed(
      server,
      'GET',
      `/api/rider/bc/phone?branchContactId=${PALERMO_CENTRO}&phone=${encodeURIComponent(phone)}`,
      undefined,
    );
    expect(lookup.status).toBe(404);

    const registered = await server.send('POST', '/api/rider/createwithcode', {
      name: 'Ana Gómez',
      phone,
      securityCode: '973152',
      active: true,
      riderUser: { branchContact: { id: PALERMO_CENTRO } },
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^comanda_rider=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\/api/);
    const session = (await registered.json()) as {
      token: string;
      rider: { id: string; name: string; phone: string; active: boolean };
    };
    expect(session.rider).toMatchObject({ name: 'Ana Gómez', phone: '+541143218765', active: true, approved: false });
    const stored = await server.db.select().from(t.riders).where(eq(t.riders.id, session.rider.id));
    expect(stored[0]?.securityCodeHash).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    const sessions = await server.db
      .select()
      .from(t.riderSessions)
      .where(eq(t.riderSessions.riderId, session.rider.id));
    expect(sessions.map((s) => s.tokenHash)).not.toContain(session.token);

    // The cookie alone authenticates (the browser app sends no header).
    const whoAmI = await server.request('/api/whoami', { headers: { Cookie: cookie.split(';')[0] ?? '' } });
    expect(whoAmI.status).toBe(200);
    expect(await whoAmI.json()).toMatchObject({ riderId: session.rider.id, name: 'Ana Gómez', phone: '+541143218765' });

    const rider = server.logistics(session.token);
    const me = { id: session.rider.id, name: session.rider.name, phone: session.rider.phone };
    expect(await rider.getShipmentInProgress({})).toEqual({ status: 'ACTIVE' });

    // Pending the venue's approval, the rider sees no shipment and can take none.
    const order = await acceptedDeliveryOrder(server);
    expect(await rider.whoAmI({})).toMatchObject({ approved: false });
    const pendingList = await authed(server, 'GET', `/api/shipments?branchContactId=${PALERMO_CENTRO}`, session.token);
    expect(pendingList.status).toBe(403);
    expect(await pendingList.json()).toMatchObject({ error: 'rider_pending', message: riderMessages.pendingApproval });
    const pendingTake = await authed(
      server,
      'PUT',
      `/api/shipments/${order.shipmentId}`,
      session.token,
      update(order.shipmentId, 'ON_ROUTE_TO_PICKUP', me),
    );
    expect(pendingTake.status).toBe(403);
    await staffClient(server).setStaffRiderApproval({ params: { id: session.rider.id }, body: { approved: true } });
    expect(await rider.whoAmI({})).toMatchObject({ approved: true });

    const listed = await rider.listShipments({ query: listQuery() });
    const offered = listed.shipments.find((s) => s.id === order.shipmentId);
    expect(offered).toMatchObject({
      status: 'LOOKING_FOR_DRIVER',
      logisticsOrder: { id: order.id, code: order.code, branchContactAlias: 'palermo-centro' },
      customer: { name: '', address: 'Gorriti 4700, 1414, Buenos Aires, CABA' },
      pickup: { name: 'Sabores Palermo Centro' },
    });
    expect(offered?.customer.phone).toBeUndefined();

    // The rider walks the slider's steps: the domain says which status comes next.
    let shipment = offered ?? (await rider.getShipment({ params: { id: order.shipmentId } }));
    const seen: string[] = [];
    for (;;) {
      const step = nextShipmentStep(shipment);
      if (!step) break;
      const code = step.next === 'DELIVERED' ? { securityCode: await deliveryCodeOf(server, shipment.id) } : {};
      shipment = await rider.updateShipment({
        params: { id: shipment.id },
        body: { ...update(shipment.id, step.next, me), ...code },
      });
      seen.push(shipment.status);
      expect(shipment.rider?.id).toBe(me.id);
      expect(shipment.customer.name !== '').toBe(showsCustomerDetails(shipment, me.id));
      if (shipment.status === 'ON_ROUTE_TO_PICKUP') {
        expect(await rider.getShipmentInProgress({})).toEqual({
          status: 'ACTIVE',
          shipmentInProgress: { id: shipment.id, type: 'simple' },
        });
        await rider.reportRiderPosition({ body: { lat: -34.589, lng: -58.432 } });
      }
      if (shipment.status === 'ON_ROUTE_TO_DROPOFF') {
        expect(shipment.customer).toMatchObject({ name: 'Juana Pérez', phone: '+541155550002' });
        const followUp = await server.client.getOrder({
          params: { branchContactCode: 'palermo-centro', orderCode: order.code },
          query: order.access,
        });
        expect(followUp.status).toBe('READY');
        await rider.reportRiderPosition({ body: { lat: -34.5884, lng: -58.4295 } });
      }
    }
    expect(seen).toEqual(['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF', 'DELIVERED']);
    expect(await rider.getShipmentInProgress({})).toEqual({ status: 'ACTIVE' });

    const followUp = await server.client.getOrder({
      params: { branchContactCode: 'palermo-centro', orderCode: order.code },
      query: order.access,
    });
    expect(followUp.status).toBe('DELIVERED');
    expect(followUp.shipment).toEqual({
      shipmentUrl: `/api/shipments/order/${order.id}?access=${order.accessToken}`,
      trackingUrl: `/logistics/tracking/order/palermo-centro/${order.code}?access=${order.accessToken}`,
      allowTracking: true,
    });
    // The shipment's link reads the order's shipments as it is.
    const byLink = await server.request(followUp.shipment?.shipmentUrl ?? '');
    expect(byLink.status).toBe(200);
    expect(((await byLink.json()) as { shipments: { id: string }[] }).shipments.map((s) => s.id)).toEqual([
      order.shipmentId,
    ]);
    const { shipments } = await server.client.getOrderShipments({
      params: { logisticsOrderId: order.id },
      query: order.access,
    });
    expect(shipments.map((s) => [s.id, s.status])).toEqual([[order.shipmentId, 'DELIVERED']]);
    // The delivery is over: the rider's name, phone and position are no longer the diner's to see.
    expect(shipments[0]?.rider).toEqual({ id: me.id });

    // Every change, in order, as whole tracking objects on tracking-{order id}.
    const pushes = pushesOf(order.id);
    expect(
      recording.sent.filter((m) => m.channel === trackingChannel(order.id)).every((m) => m.event === TRACKING_EVENT),
    ).toBe(true);
    expect(TRACKING_EVENT).toBe('logistics-tracking-update');
    for (const push of pushes) parseTracking(push);
    expect(pushes.map((p) => p.status)).toEqual([
      'LOOKING_FOR_DRIVER',
      'ON_ROUTE_TO_PICKUP',
      'ON_ROUTE_TO_PICKUP',
      'IN_STORE',
      'ON_ROUTE_TO_DROPOFF',
      'ON_ROUTE_TO_DROPOFF',
      'DELIVERED',
    ]);
    expect(pushes[0]).toMatchObject({ id: order.id, orderCode: order.code, shipmentId: order.shipmentId });
    expect(pushes[0]?.rider).toBeUndefined();
    // A push never carries the delivery code: the page reads it over its authorised HTTP read.
    expect(pushes.filter((p) => 'securityCode' in p)).toEqual([]);
    expect(pushes[2]).toMatchObject({ rider: { name: 'Ana Gómez', lastLocation: { lat: -34.589, lng: -58.432 } } });
    expect(pushes[2]?.minETA).toBeGreaterThan(0);
    expect(pushes[5]?.maxETA).toBe((pushes[5]?.minETA ?? 0) + 10);
    // Delivered: no rider (name, phone, position) on the tracking object any more.
    expect(pushes[6]?.rider).toBeUndefined();

    const tracking = await server
      .logistics()
      .getTracking({ params: { alias: 'palermo-centro', orderCode: order.code }, query: order.access });
    expect(tracking).toEqual(pushes[6]);
  });

  it('gives exactly one of fifty concurrent accepts the shipment; the others see expired-by-other', async () => {
    const order = await acceptedDeliveryOrder(server);
    const riders = await ridersOnShift(server, 50);
    const answers = await Promise.all(
      riders.map((r) =>
        authed(server, 'PUT', `/api/shipments/${order.shipmentId}`, r.token, {
          status: 'ON_ROUTE_TO_PICKUP',
          id: order.shipmentId,
          rider_id: r.riderId,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = riders[statuses.indexOf(200)];
    const loserAnswer = answers[statuses.indexOf(409)];
    expect(await loserAnswer?.json()).toMatchObject({
      error: 'expired_by_other',
      code: 'EXPIRED_BY_OTHER',
      message: shipmentMessages.expiredByOther,
    });
    const [row] = await server.db.select().from(t.shipments).where(eq(t.shipments.id, order.shipmentId));
    expect(row).toMatchObject({ status: 'ON_ROUTE_TO_PICKUP', riderId: winner?.riderId });

    const loser = riders.find((r) => r !== winner);
    const seenByLoser = await loser?.client.getShipment({ params: { id: order.shipmentId } });
    expect(seenByLoser).toMatchObject({ expiredByOther: true, rider: { id: winner?.riderId } });
    expect(seenByLoser?.rider?.name).toBeUndefined();
    expect(seenByLoser?.customer.name).toBe('');
  });

  it('refuses an illegal move with 409 and changes nothing', async () => {
    const order = await acceptedDeliveryOrder(server);
    const [rider] = await ridersOnShift(server, 1);
    if (!rider) throw new Error('no rider');
    const [before] = await server.db.select().from(t.shipments).where(eq(t.shipments.id, order.shipmentId));
    const pushed = recording.sent.length;
    for (const status of ['IN_STORE', 'DELIVERED', 'DRIVER_CANCELED', 'RETURNED', 'STACKING', 'LOOKING_FOR_DRIVER']) {
      const answer = await authed(server, 'PUT', `/api/shipments/${order.shipmentId}`, rider.token, {
        status,
        id: order.shipmentId,
        rider_id: rider.riderId,
      });
      expect(answer.status, status).toBe(409);
      expect(((await answer.json()) as { message: string }).message).toBe(shipmentMessages.updateFailed);
    }
    const mismatched = await authed(server, 'PUT', `/api/shipments/${order.shipmentId}`, rider.token, {
      status: 'ON_ROUTE_TO_PICKUP',
      id: 'another-shipment',
      rider_id: rider.riderId,
    });
    expect(mismatched.status).toBe(400);
    const [after] = await server.db.select().from(t.shipments).where(eq(t.shipments.id, order.shipmentId));
    expect(after).toEqual(before);
    const [orderRow] = await server.db.select().from(t.orders).where(eq(t.orders.id, order.id));
    expect(orderRow?.status).toBe('ACCEPTED');
    expect(recording.sent.length).toBe(pushed);

    // A terminal shipment stays terminal.
    const me = { id: rider.riderId, name: 'x', phone: '1' };
    let current = await rider.client.getShipment({ params: { id: order.shipmentId } });
    const securityCode = await deliveryCodeOf(server, order.shipmentId);
    for (const status of ['ON_ROUTE_TO_PICKUP', 'IN_STORE', 'ON_ROUTE_TO_DROPOFF', 'DELIVERED'] as const)
      current = await rider.client.updateShipment({
        params: { id: current.id },
        body: { ...update(current.id, status, me), securityCode },
      });
    const back = await authed(
      server,
      'PUT',
      `/api/shipments/${order.shipmentId}`,
      rider.token,
      update(order.shipmentId, 'ON_ROUTE_TO_DROPOFF', me),
    );
    expect(back.status).toBe(409);
  });

  it('puts a delivery back up for riders when its rider cancels it', async () => {
    const order = await acceptedDeliveryOrder(server);
    const [first, second] = await ridersOnShift(server, 2);
    if (!first || !second) throw new Error('no riders');
    const me = { id: first.riderId, name: 'x', phone: '1' };
    await first.client.updateShipment({
      params: { id: order.shipmentId },
      body: update(order.shipmentId, 'ON_ROUTE_TO_PICKUP', me),
    });
    const canceled = await first.client.updateShipment({
      params: { id: order.shipmentId },
      body: update(order.shipmentId, 'DRIVER_CANCELED', me),
    });
    expect(canceled.status).toBe('DRIVER_CANCELED');
    const listed = await second.client.listShipments({ query: listQuery() });
    const again = listed.shipments.find((s) => s.logisticsOrder.id === order.id);
    expect(again?.status).toBe('LOOKING_FOR_DRIVER');
    expect(again?.id).not.toBe(order.shipmentId);
    const tracking = parseTracking(
      await server
        .logistics()
        .getTracking({ params: { alias: 'palermo-centro', orderCode: order.code }, query: order.access }),
    );
    expect(tracking).toMatchObject({ shipmentId: again?.id, status: 'LOOKING_FOR_DRIVER' });
    expect(
      pushesOf(order.id)
        .map((p) => p.status)
        .slice(-1),
    ).toEqual(['LOOKING_FOR_DRIVER']);
  });

  it('answers 401 without a token, with a wrong one, and with one revoked at sign-out', async () => {
    for (const [method, path] of [
      ['GET', `/api/shipments?branchContactId=${PALERMO_CENTRO}`],
      ['GET', '/api/shipments/rider'],
      ['GET', '/api/shipments/x'],
      ['PUT', '/api/shipments/x'],
      ['GET', '/api/shipmentstacks'],
      ['GET', '/api/stacking/x'],
      ['PUT', '/api/stacking/x'],
      ['GET', '/api/whoami'],
      ['PUT', '/api/rider/position'],
      ['POST', '/api/rider/signout'],
    ] as const) {
      const none = await authed(server, method, path, undefined, method === 'GET' ? undefined : {});
      expect(none.status, `${method} ${path}`).toBe(401);
      const wrong = await authed(server, method, path, 'not-a-token', method === 'GET' ? undefined : {});
      expect(wrong.status, `${method} ${path}`).toBe(401);
    }
    expect(
      ((await (await authed(server, 'GET', '/api/whoami', undefined)).json()) as { message: string }).message,
    ).toBe(shipmentMessages.accessDenied);

    const { token, rider } = await registerRider(server, { securityCode: '555555' });
    expect((await authed(server, 'GET', '/api/whoami', token)).status).toBe(200);
    const wrongCode = await authed(server, 'POST', '/api/rider/signout', token, { securityCode: '0000' });
    expect(wrongCode.status).toBe(400);
    expect(await wrongCode.json()).toMatchObject({ message: validationMessages.rider.securityCodeWrong });
    expect((await authed(server, 'GET', '/api/whoami', token)).status).toBe(200);

    const signedOut = await authed(server, 'POST', '/api/rider/signout', token, { securityCode: '555555' });
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('set-cookie')).toMatch(/^comanda_rider=;/);
    expect(await signedOut.json()).toMatchObject({ rider: { id: rider.id, active: false } });
    expect((await authed(server, 'GET', '/api/whoami', token)).status).toBe(401);
  });

  it("starts and ends the demo rider's shift with the phone and the security code", async () => {
    const lookup = await server
      .logistics()
      .findRiderByPhone({ query: { branchContactId: PALERMO_CENTRO, phone: '11 5555-0100' } });
    expect(lookup).toMatchObject({ id: 'rider-demo-palermo', name: 'Lucas Fernández', active: false });

    const wrong = await server.send('POST', '/api/rider/signin', {
      branchContactId: PALERMO_CENTRO,
      phone: '11 5555-0100',
      securityCode: '1357',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'security_code_wrong',
      message: 'El código de seguridad es erróneo',
    });

    // The spec's update call carries the rider, the code, the shift flag and the rider's branch contact.
    const update = {
      rider: { id: lookup.id, name: lookup.name, phone: '11 5555-0100' },
      riderUser: { branchContact: { id: PALERMO_CENTRO } },
    };
    const path = `/api/rider/${lookup.id}/updatewithcode`;
    const withoutRider = await server.send('PUT', path, {
      securityCode: '2468',
      active: true,
      riderUser: update.riderUser,
    });
    expect(withoutRider.status).toBe(400);
    for (const mismatch of [
      { ...update, rider: { ...update.rider, id: 'rider-someone-else' } },
      { ...update, rider: { ...update.rider, phone: '11 5555-0199' } },
      { ...update, riderUser: { branchContact: { id: 'bc-palermo-norte' } } },
    ]) {
      const refused = await server.send('PUT', path, { ...mismatch, securityCode: '2468', active: true });
      expect(refused.status).toBe(404);
    }

    // Log in through the spec's update call; on localhost the cookie is not Secure.
    const started = await server.app.request(`http://localhost/api/rider/${lookup.id}/updatewithcode`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...update, securityCode: '2468', active: true }),
    });
    expect(started.status).toBe(200);
    expect(started.headers.get('set-cookie')).not.toMatch(/Secure/);
    const { token } = (await started.json()) as { token: string };
    expect(
      (await server.logistics().findRiderByPhone({ query: { branchContactId: PALERMO_CENTRO, phone: '1155550100' } }))
        .active,
    ).toBe(true);

    const wrongEnd = await server.send('PUT', path, { ...update, securityCode: '0000', active: false });
    expect(wrongEnd.status).toBe(400);
    const ended = await server.send('PUT', path, { ...update, securityCode: '2468', active: false });
    expect(ended.status).toBe(200);
    expect((await authed(server, 'GET', '/api/whoami', token)).status).toBe(401);

    const signIn = await server.logistics().riderSignIn({
      body: { branchContactId: PALERMO_CENTRO, phone: '11 5555-0100', securityCode: '2468' },
    });
    expect(signIn.rider.active).toBe(true);
    await server.logistics(signIn.token).riderSignOut({ body: { securityCode: '2468' } });
  });

  it('keeps riders to their own fleet: another branch contact gets 403', async () => {
    const order = await acceptedDeliveryOrder(server);
    await server.db.update(t.branchContacts).set({ ownFleet: true }).where(eq(t.branchContacts.id, 'bc-palermo-norte'));
    const other = await registerRider(server, { branchContactId: 'bc-palermo-norte' });
    const list = await authed(server, 'GET', `/api/shipments?branchContactId=${PALERMO_CENTRO}`, other.token);
    expect(list.status).toBe(403);
    expect(await list.json()).toMatchObject({ message: 'No tienes permisos para ver los envíos' });
    expect((await authed(server, 'GET', `/api/shipments/${order.shipmentId}`, other.token)).status).toBe(403);
    expect(
      (await authed(server, 'GET', `/api/shipmentstacks?branchContactId=${PALERMO_CENTRO}`, other.token)).status,
    ).toBe(403);
    const take = await authed(
      server,
      'PUT',
      `/api/shipments/${order.shipmentId}`,
      other.token,
      update(order.shipmentId, 'ON_ROUTE_TO_PICKUP', other.rider),
    );
    expect(take.status).toBe(403);
    const own = await other.client.listShipments({
      query: shipmentsListQuery({ branchContactId: 'bc-palermo-norte', now: new Date() }),
    });
    expect(own.shipments).toEqual([]);

    // A branch contact without an own fleet has no riders.
    const noFleet = await server.send('POST', '/api/rider/createwithcode', {
      name: 'Sin Flota',
      phone: '11 4999-0000',
      securityCode: '123456',
      riderUser: { branchContact: { id: 'bc-belgrano' } },
    });
    expect(noFleet.status).toBe(403);
  });

  it('lists only the 3-day window and hides offers of canceled orders', async () => {
    const old = await acceptedDeliveryOrder(server);
    const canceled = await acceptedDeliveryOrder(server);
    const days = SHIPMENT_LOOKBACK_DAYS + 1;
    await server.db
      .update(t.shipments)
      .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(t.shipments.id, old.shipmentId));
    await staffClient(server).setStaffOrderStatus({
      params: { orderCode: canceled.code },
      body: { status: 'CANCELED' },
    });
    const [rider] = await ridersOnShift(server, 1);
    const { shipments } = (await rider?.client.listShipments({ query: listQuery() })) ?? { shipments: [] };
    const ids = shipments.map((s) => s.id);
    expect(ids).not.toContain(old.shipmentId);
    expect(ids).not.toContain(canceled.shipmentId);
    const take = await authed(server, 'PUT', `/api/shipments/${canceled.shipmentId}`, rider?.token, {
      status: 'ON_ROUTE_TO_PICKUP',
      id: canceled.shipmentId,
      rider_id: rider?.riderId,
    });
    expect(take.status).toBe(409);
  });
});
