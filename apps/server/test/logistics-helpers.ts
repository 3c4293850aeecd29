/** Orders, staff moves and riders for the logistics suites, the way the apps and the staff command make them. */
import { randomUUID } from 'node:crypto';
import { type ShipmentUpdateInput, TrackingSchema } from '@comanda/api';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DEVELOPMENT_STAFF_TOKEN } from '../src/config.ts';
import * as t from '../src/db/schema.ts';
import { hashSecurityCode, newRiderToken } from '../src/http/auth.ts';
import { runStaffCommand, staffApi } from '../src/staff-commands.ts';
import { type ApiCallers, BASE_URL, type TestServer } from './harness.ts';
import { cartLine, orderBody } from './order-helpers.ts';

export const PALERMO_CENTRO = 'bc-palermo-centro';
export const STAFF_TOKEN = DEVELOPMENT_STAFF_TOKEN;

// Hamburguesa clásica with cheddar, cash, delivered to Gorriti 4700 (see orders.test.ts).
const burgerWithCheddar = () =>
  cartLine('plate-clasica', {
    garnishes: [
      { groupId: 'group-punto', garnishId: 'garnish-a-punto' },
      { groupId: 'group-extras', garnishId: 'garnish-cheddar' },
    ],
  });
const CASH_TOTAL = 1_030_000 + 30_000 + 20_600 + 180_000;

/** A fresh cash delivery order at Palermo Centro (own fleet), status GENERATED. */
export async function placeDeliveryOrder(
  server: ApiCallers,
): Promise<{ id: string; code: string; accessToken: string; access: { access: string } }> {
  const response = await server.send(
    'POST',
    '/api/order',
    orderBody({ items: [burgerWithCheddar()], price: CASH_TOTAL, paysWith: 2_000_000 }),
  );
  if (response.status !== 201) throw new Error(`order not created: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: { id: string; code: string; accessToken: string } };
  // `access`: the query of the order's calls, as its pages send it.
  return { ...data, access: { access: data.accessToken } };
}

export const staffClient = (server: ApiCallers) => server.logistics(STAFF_TOKEN);

/** `pnpm staff <args>` against the test server: what the terminal would show. */
export function staffCommand(server: TestServer): (...args: string[]) => Promise<string> {
  const api = staffApi(BASE_URL, STAFF_TOKEN, async (input, init) => server.app.request(input as string, init));
  return (...args) => runStaffCommand(api, args);
}

/** Places a delivery order and accepts it as staff: the shipment is created, looking for a driver. */
export async function acceptedDeliveryOrder(server: ApiCallers) {
  const order = await placeDeliveryOrder(server);
  const staffOrder = await staffClient(server).setStaffOrderStatus({
    params: { orderCode: order.code },
    body: { status: 'ACCEPTED' },
  });
  const shipmentId = staffOrder.shipment?.id;
  if (!shipmentId) throw new Error('no shipment after acceptance');
  return { ...order, shipmentId };
}

let phones = 0;
/** A unique Argentine mobile as a person types it. */
export const newPhone = () => {
  phones += 1;
  return `11 ${String(4000 + (phones % 5000)).padStart(4, '0')}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
};

/** Registers a rider through the API and starts the shift, still pending the venue's approval: their token and id. */
export async function registerPendingRider(
  server: ApiCallers,
  input: { branchContactId?: string; name?: string; phone?: string; securityCode?: string } = {},
) {
  const session = await server.logistics().createRider({
    body: {
      name: input.name ?? 'Ana Gómez',
      phone: input.phone ?? newPhone(),
      securityCode: input.securityCode ?? '973152',
      active: true,
      riderUser: { branchContact: { id: input.branchContactId ?? PALERMO_CENTRO } },
    },
  });
  if (!session.token) throw new Error('no token for a started shift');
  return { token: session.token, rider: session.rider, client: server.logistics(session.token) };
}

/** Registers a rider through the API, starts the shift, and has staff approve the rider. */
export async function registerRider(
  server: ApiCallers,
  input: { branchContactId?: string; name?: string; phone?: string; securityCode?: string } = {},
) {
  const registered = await registerPendingRider(server, input);
  await staffClient(server).setStaffRiderApproval({ params: { id: registered.rider.id }, body: { approved: true } });
  return { ...registered, rider: { ...registered.rider, approved: true } };
}

/** Many approved riders on shift at once, written straight to the database (one scrypt hash shared). */
export async function ridersOnShift(server: TestServer, count: number, branchContactId = PALERMO_CENTRO) {
  const securityCodeHash = await hashSecurityCode('1111');
  const now = new Date();
  // Phones only need to be unique per branch contact here; they are never typed.
  const batch = randomUUID().replace(/\D/g, '').slice(0, 6).padEnd(6, '0');
  const riders = Array.from({ length: count }, (_, i) => ({
    id: `rider-${randomUUID()}`,
    branchContactId,
    name: `Repartidor ${i + 1}`,
    phone: `+549${batch}${String(i).padStart(4, '0')}`,
    securityCodeHash,
    active: true,
    approvedAt: now,
  }));
  await server.db.insert(t.riders).values(riders);
  const tokens = riders.map((rider) => ({ rider, ...newRiderToken(now) }));
  await server.db
    .insert(t.riderSessions)
    .values(tokens.map(({ rider, tokenHash, expiresAt }) => ({ tokenHash, riderId: rider.id, expiresAt })));
  return tokens.map(({ rider, token }) => ({ riderId: rider.id, token, client: server.logistics(token) }));
}

export function update(
  id: string,
  status: ShipmentUpdateInput['status'],
  rider: { id: string; name: string; phone: string },
) {
  return { status, id, rider_id: rider.id, rider_name: rider.name, rider_phone: rider.phone };
}

/** A raw JSON request with a bearer token, for status codes and headers. */
export function authed(server: TestServer, method: string, path: string, token: string | undefined, body?: unknown) {
  return server.request(path, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
}

/** The delivery code the customer reads on the tracking page (the rider asks for it at the door). */
export async function deliveryCodeOf(server: TestServer, shipmentId: string): Promise<string> {
  const [row] = await server.db
    .select({ code: t.shipments.securityCode })
    .from(t.shipments)
    .where(eq(t.shipments.id, shipmentId));
  if (!row) throw new Error(`no shipment ${shipmentId}`);
  return row.code;
}

export const parseTracking = (value: unknown) => v.parse(TrackingSchema, value);
