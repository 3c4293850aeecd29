/**
 * MSW handlers for the rider, shipment, stack, tracking and staff calls, built from the demo
 * fleet: `logisticsHandlers` answers as the demo server would (the demo rider signs in with the
 * demo security code; any other code is the spec's 400). Use `mockCall` for other states.
 */
import { deliveryCodeRefusalMessage, shipmentMessages } from '@comanda/domain/shipments';
import { toE164, validationMessages } from '@comanda/domain/validation';
import { HttpResponse, http } from 'msw';
import type { CallDefinition } from '../contract/define.ts';
import * as calls from '../contract/logistics-calls.ts';
import { demoRider, demoShipmentOnRoute, demoShipments, demoStack, demoTracking } from '../demo/logistics.ts';
import type { RiderOutput } from '../schemas/logistics.ts';
import type { ShipmentOutput } from '../schemas/shipment.ts';
import { mockCall } from './handlers.ts';

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
const pathOf = (definition: CallDefinition) => `*${definition.path}`;

const rider: RiderOutput = {
  id: demoRider.id,
  name: demoRider.name,
  phone: demoRider.phone,
  active: true,
  approved: true,
  riderUser: { branchContact: { id: demoRider.branchContactId } },
};
const session = (active: boolean) => ({
  rider: { ...rider, active },
  ...(active ? { token: 'demo-rider-token', expiresAt: '2026-11-22T15:00:00.000Z' } : {}),
});

const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: code, message }, { status });
const wrongCode = () => error(400, 'security_code_wrong', validationMessages.rider.securityCodeWrong);

const allShipments = [...demoShipments, demoShipmentOnRoute, ...demoStack.shipments];

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  try {
    return (await request.json()) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** What the demo server answers after a rider moves a shipment: the demo rider holds it. */
function moved(shipment: ShipmentOutput, status: ShipmentOutput['status']): ShipmentOutput {
  return {
    ...shipment,
    status,
    rider: { id: rider.id, name: rider.name, phone: rider.phone },
    ...(status === 'ON_ROUTE_TO_DROPOFF' ? {} : { customer: { ...shipment.customer, name: '' } }),
  };
}

export const logisticsHandlers = [
  methods.GET(pathOf(calls.listShipments), ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('branchContactId') !== demoRider.branchContactId)
      return error(403, 'forbidden', shipmentMessages.forbidden);
    const status = url.searchParams.get('status') ?? 'LOOKING_FOR_DRIVER';
    return HttpResponse.json({
      shipments: [...demoShipments, demoShipmentOnRoute].filter((s) => s.status === status),
    });
  }),
  mockCall(calls.getShipmentInProgress, {
    state: 'success',
    body: { status: 'ACTIVE', shipmentInProgress: { id: demoShipmentOnRoute.id, type: 'simple' } },
  }),
  methods.GET(pathOf(calls.getShipment), ({ params }) => {
    const found = allShipments.find((s) => s.id === params.id);
    return found ? HttpResponse.json(found) : error(404, 'not_found', 'Envío no encontrado');
  }),
  methods.PUT(pathOf(calls.updateShipment), async ({ params, request }) => {
    const found = allShipments.find((s) => s.id === params.id);
    if (!found) return error(404, 'not_found', 'Envío no encontrado');
    const body = await bodyOf(request);
    // The demo customer's code is the demo tracking page's; the demo server counts no attempts.
    if (body.status === 'DELIVERED' && body.securityCode !== demoTracking.securityCode)
      return HttpResponse.json(
        { error: 'delivery_code_wrong', code: 'DELIVERY_CODE_WRONG', message: deliveryCodeRefusalMessage('WRONG', 4) },
        { status: 400 },
      );
    return HttpResponse.json(moved(found, body.status as ShipmentOutput['status']));
  }),
  mockCall(calls.reportRiderPosition, { state: 'success', body: undefined as never }),
  mockCall(calls.listShipmentStacks, { state: 'success', body: { stacks: [demoStack] } }),
  methods.GET(pathOf(calls.getShipmentStack), ({ params }) =>
    params.id === demoStack.id ? HttpResponse.json(demoStack) : error(404, 'not_found', 'Multientrega no encontrado'),
  ),
  methods.PUT(pathOf(calls.updateShipmentStack), async ({ params, request }) => {
    if (params.id !== demoStack.id) return error(404, 'not_found', 'Multientrega no encontrado');
    const status = (await bodyOf(request)).status as ShipmentOutput['status'];
    return HttpResponse.json({
      ...demoStack,
      status,
      rider: { id: rider.id, name: rider.name, phone: rider.phone },
      shipments: demoStack.shipments.map((s) => moved(s, status)),
    });
  }),
  mockCall(calls.whoAmI, {
    state: 'success',
    body: {
      riderId: rider.id,
      name: rider.name,
      phone: rider.phone,
      approved: true,
      branchContact: { id: demoRider.branchContactId, alias: 'palermo-centro', name: 'Sabores Palermo Centro' },
    },
  }),
  methods.GET(pathOf(calls.findRiderByPhone), ({ request }) => {
    const url = new URL(request.url);
    const isDemo =
      url.searchParams.get('branchContactId') === demoRider.branchContactId &&
      toE164(url.searchParams.get('phone') ?? '', 'ar') === demoRider.phone;
    return isDemo
      ? HttpResponse.json({ ...rider, active: false })
      : error(404, 'not_found', 'Repartidor no encontrado');
  }),
  methods.POST(pathOf(calls.createRider), async ({ request }) => {
    const body = await bodyOf(request);
    return HttpResponse.json(
      {
        rider: {
          ...rider,
          id: 'rider-new',
          name: String(body.name ?? ''),
          phone: String(body.phone ?? ''),
          approved: false,
        },
        token: 'demo-rider-token',
        expiresAt: '2026-11-22T15:00:00.000Z',
      },
      { status: 201 },
    );
  }),
  methods.PUT(pathOf(calls.updateRider), async ({ request }) => {
    const body = await bodyOf(request);
    return body.securityCode === demoRider.securityCode
      ? HttpResponse.json(session(body.active === true))
      : wrongCode();
  }),
  methods.POST(pathOf(calls.riderSignIn), async ({ request }) =>
    (await bodyOf(request)).securityCode === demoRider.securityCode ? HttpResponse.json(session(true)) : wrongCode(),
  ),
  methods.POST(pathOf(calls.riderSignOut), async ({ request }) =>
    (await bodyOf(request)).securityCode === demoRider.securityCode ? HttpResponse.json(session(false)) : wrongCode(),
  ),
  mockCall(calls.getTracking, {
    state: 'success',
    body: (params) => ({ ...demoTracking, orderCode: params.orderCode ?? demoTracking.orderCode }),
  }),
  mockCall(calls.listStaffOrders, { state: 'success', body: { orders: [] } }),
  mockCall(calls.listStaffShipments, { state: 'success', body: { shipments: demoShipments } }),
  methods.PUT(pathOf(calls.setStaffOrderStatus), async ({ params, request }) =>
    HttpResponse.json({
      id: `order-${String(params.orderCode)}`,
      code: String(params.orderCode),
      status: (await bodyOf(request)).status,
      type: 'DELIVERY',
      orderedAt: demoShipments[0]?.createdAt ?? '2026-11-21T23:00:00.000Z',
      total: 2_491_600,
      branchContactAlias: 'palermo-centro',
    }),
  ),
  mockCall(calls.createShipmentStack, { state: 'success', body: demoStack }),
  mockCall(calls.listStaffRiders, { state: 'success', body: { riders: [] } }),
  mockCall(calls.listSandboxMessages, { state: 'success', body: { messages: [] } }),
  methods.PUT(pathOf(calls.setStaffRiderApproval), async ({ params, request }) =>
    HttpResponse.json({
      id: String(params.id),
      name: rider.name,
      phone: rider.phone,
      active: false,
      approved: (await bodyOf(request)).approved === true,
      registeredAt: '2026-11-21T23:00:00.000Z',
      branchContactAlias: 'palermo-centro',
    }),
  ),
];
