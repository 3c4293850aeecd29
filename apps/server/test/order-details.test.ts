/**
 * `POST /api/diner/order/details` (diner §7, §8): the order's diner, holding its access token,
 * changes the notes of the open order and its follow-up read shows them; a stranger (no token,
 * or another order's) changes nothing; a delivered or canceled order answers the spec's
 * 'Hubo un error actualizando el pedido'.
 */
import { ORDER_UPDATE_FAILED_MESSAGE } from '@comanda/domain/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { authed, PALERMO_CENTRO, placeDeliveryOrder, STAFF_TOKEN } from './logistics-helpers.ts';

describe(`the diner updates the details of their order on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const details = (code: string, notes: string) => ({ code, branchContactId: PALERMO_CENTRO, notes });
  const update = (code: string, notes: string, accessToken?: string) =>
    server.send('POST', `/api/diner/order/details${accessToken ? `?access=${accessToken}` : ''}`, details(code, notes));
  const followUpNotes = async (order: { code: string; accessToken: string }) => {
    const response = await server.request(`/api/diner/palermo-centro/order/${order.code}?access=${order.accessToken}`);
    return ((await response.json()) as { notes?: string }).notes;
  };

  it("saves the notes its diner writes, and the order's follow-up shows them", async () => {
    const order = await placeDeliveryOrder(server);
    const response = await update(order.code, 'Timbre 2B, no anda', order.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: order.code, notes: 'Timbre 2B, no anda' });
    expect(await followUpNotes(order)).toBe('Timbre 2B, no anda');
  });

  it("refuses a stranger: without the order's token, or with the token of another order", async () => {
    const order = await placeDeliveryOrder(server);
    const stranger = await placeDeliveryOrder(server);
    const before = await server.db.select().from(t.orders);
    expect((await update(order.code, 'Dejar en la puerta')).status).toBe(401);
    expect((await update(order.code, 'Dejar en la puerta', stranger.accessToken)).status).toBe(403);
    expect(await server.db.select().from(t.orders)).toEqual(before);
    expect(await followUpNotes(order)).toBeUndefined();
  });

  it("answers 'Hubo un error actualizando el pedido' once the order is canceled, and keeps its notes", async () => {
    const order = await placeDeliveryOrder(server);
    await update(order.code, 'Sin cebolla', order.accessToken);
    const canceled = await authed(server, 'PUT', `/api/staff/orders/${order.code}/status`, STAFF_TOKEN, {
      status: 'CANCELED',
    });
    expect(canceled.status).toBe(200);
    const response = await update(order.code, 'Con cebolla', order.accessToken);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: 'order_closed', message: ORDER_UPDATE_FAILED_MESSAGE });
    expect(ORDER_UPDATE_FAILED_MESSAGE).toBe('Hubo un error actualizando el pedido');
    expect(await followUpNotes(order)).toBe('Sin cebolla');
  });
});
