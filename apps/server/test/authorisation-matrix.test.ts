/**
 * The authorisation matrix: every call of the contract (enumerated from the call tables, so a new
 * call fails here until it has a row) against every kind of caller a stranger can be — nobody,
 * another diner's session, a rider the venue has not approved, a rider of another venue, the
 * secret of another order, staff — and the order's own diner (its link's secret, its session), so
 * the matrix also shows it is not refusing everything.
 *
 * An expectation is the status of a refusal (401, 403), `answered` (the caller's identity is not
 * why it failed, if it did: never 401 or 403) or `redacted` (the order read by its code alone:
 * 200 without the diner's data, the delivery code or the link's secret).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { loadContractCalls } from './contract-calls.ts';
import { signInDiner } from './diner-helpers.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import {
  acceptedDeliveryOrder,
  deliveryCodeOf,
  placeDeliveryOrder,
  registerPendingRider,
  registerRider,
  ridersOnShift,
  STAFF_TOKEN,
  staffClient,
} from './logistics-helpers.ts';

const contractCalls = await loadContractCalls();

const credentials = [
  'nobody',
  'anotherDiner',
  'pendingRider',
  'anotherVenueRider',
  'anotherOrdersSecret',
  'staff',
  'ordersSecret',
  'ordersDiner',
] as const;
type Credential = (typeof credentials)[number];
type Outcome = 'answered' | 'redacted' | 401 | 403;
type Expectations = Record<Credential, Outcome>;

interface Fixture {
  readonly order: { id: string; code: string; accessToken: string; shipmentId: string };
  readonly stackId: string;
  readonly riderId: string;
}
interface Probe {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: unknown;
}
interface Row {
  readonly probe: (f: Fixture) => Probe;
  readonly expect: Expectations;
}

const everyone = (outcome: Outcome): Expectations =>
  Object.fromEntries(credentials.map((credential) => [credential, outcome])) as Expectations;

/** Anyone may call it; no credential changes the answer's status. */
const open = (probe: Row['probe']): Row => ({ probe, expect: everyone('answered') });
/** The order's diner only: its link's secret or its diner's session. */
const ordersDiner = (probe: Row['probe']): Row => ({
  probe,
  expect: {
    ...everyone(401),
    anotherDiner: 403,
    anotherOrdersSecret: 403,
    ordersSecret: 'answered',
    ordersDiner: 'answered',
  },
});
/** The diner whose phone it names, signed in at the branch: a link's secret is not a session. */
const phoneOwner = (probe: Row['probe']): Row => ({
  probe,
  expect: { ...everyone(401), anotherDiner: 403, ordersDiner: 'answered' },
});
/**
 * The diner whose phone it names, signed in at the branch; without that session, a browser showing
 * orders' secrets is answered with those of its orders that name the phone, if any (and nothing else).
 */
const phoneOwnerOrHeldOrders = (probe: Row['probe']): Row => ({
  probe,
  expect: { ...phoneOwner(probe).expect, ordersSecret: 'answered', anotherOrdersSecret: 'answered' },
});
/** An approved rider of the order's venue; another venue's rider gets `otherVenue`. */
const rider = (probe: Row['probe'], otherVenue: Outcome = 403): Row => ({
  probe,
  expect: { ...everyone(401), pendingRider: 403, anotherVenueRider: otherVenue },
});
/** Any rider on shift, approved or not (who they are, their shift, its end). */
const riderAccount = (probe: Row['probe']): Row => ({
  probe,
  expect: { ...everyone(401), pendingRider: 'answered', anotherVenueRider: 'answered' },
});
/** Staff only: a bearer that is not the staff token is 403, none is 401. */
const staffOnly = (probe: Row['probe']): Row => ({
  probe,
  expect: { ...everyone(401), pendingRider: 403, anotherVenueRider: 403, staff: 'answered' },
});

const get = (path: string): Probe => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): Probe => ({ method: 'POST', path, body });
const put = (path: string, body: unknown = {}): Probe => ({ method: 'PUT', path, body });

/** One row per call of the contract. Writes open to anyone get bodies that change nothing. */
const matrix: Record<string, Row> = {
  'dinerCalls.getAliasInfo': open(() => get('/api/diner/palermo-centro')),
  'dinerCalls.getFileUrl': open(() => get('/api/diner/file/file-1/url')),
  'dinerCalls.logDinerError': open(() => post('/api/diner/log', 'matrix')),
  // Without its session header the batch is refused (400): who calls does not change that.
  'analyticsCalls.collectAnalyticsEvents': open(() => post('/api/analytics/events', { events: [] })),
  'dinerCalls.getMenuHashes': open(() => get('/api/diner/menu/palermo-centro/hash?orderModeId=om-pc-delivery')),
  'dinerCalls.getCountry': open(() => get('/api/country/AR')),
  'dinerCalls.getBranchContact': open(() => get('/api/diner/branchcontacts/bc-palermo-centro')),
  'dinerCalls.listBranchContacts': open(() => get('/api/diner/branches/br-palermo/branchcontacts')),
  'dinerCalls.getDeliveryFee': open(() => get('/api/branch/bc-palermo-centro/deliveryzones/fee?lat=-34.58&lng=-58.42')),
  'dinerCalls.searchAddresses': open(() => get('/api/geocode/search?q=Gorriti')),
  'dinerCalls.reverseGeocode': open(() => get('/api/geocode/reverse?lat=-34.58&lng=-58.42')),
  'dinerCalls.getIndicators': open(() => get('/api/indicators')),
  'dinerCalls.getEntityIndicators': open(() => get('/api/entityindicators/plate/plate-clasica')),
  'dinerCalls.getSchedule': open(() => get('/api/ordermode/schedule/om-pc-delivery')),
  'dinerCalls.getMenuCustomizations': open(() => get('/api/menucustomization/br-palermo')),
  'dinerCalls.getOrderingCustomer': open(() => get('/api/orderingcustomer/1155550002?branchId=br-palermo')),
  'dinerCalls.getLoyaltyProgram': open(() => get('/api/branch/br-palermo/loyalty-program')),
  'dinerCalls.getLoyaltyHistory': phoneOwner(() => get('/api/branch/br-palermo/loyalty-points/history/1155550002')),
  'dinerCalls.getLoyaltyReward': open(() => get('/api/branch/br-palermo/loyalty-reward')),
  'dinerCalls.claimLoyaltyReward': open(() => post('/api/diner/customer/1155550002/loyalty-reward/reward-nope')),
  'dinerCalls.sendSignInCode': open(() => post('/api/diner/signin/code')),
  'dinerCalls.verifySignIn': open(() => post('/api/diner/signin/verify')),
  'dinerCalls.getDinerSession': open(() => get('/api/diner/signin/session?branchId=br-palermo')),
  // Last of its caller's requests (see `lastOfACaller`): it ends the session it is sent with.
  'dinerCalls.signOutDiner': open(() => post('/api/diner/signout')),
  'dinerCalls.getDinerOrders': phoneOwnerOrHeldOrders(() =>
    get('/api/orders?phone=1155550002&branchContactId=bc-palermo-centro'),
  ),
  'dinerCalls.getBranchOrderModes': open(() => get('/api/diner/branchordermodes/br-palermo')),
  'dinerCalls.getCompany': open(() => get('/api/diner/companies/comp-sabores')),
  'dinerCalls.getCompanyBranches': open(() => get('/api/diner/companies/comp-sabores/branches')),
  'dinerCalls.getBranch': open(() => get('/api/diner/branches/br-palermo')),
  'dinerCalls.getMenu': open(() => get('/api/diner/palermo-centro/menu/om-pc-delivery')),
  'dinerCalls.getBranchDiscounts': open(() => get('/api/diner/br-palermo/discounts')),
  'dinerCalls.saveAbandonedCart': open(() => post('/api/abandoned/cart/')),
  'dinerCalls.cancelAbandonedCart': open(() => put('/api/abandoned/cart/cancel/')),
  'dinerCalls.getRecoveryCart': open(() => get('/api/recovery/cart/1155550002/bc-palermo-centro')),
  'dinerCalls.getGeneralDiscounts': open(() => get('/api/ordermodes/om-pc-delivery/generaldiscounts')),
  'dinerCalls.getGeneralSurcharges': open(() => get('/api/ordermodes/om-pc-delivery/generalsurcharges')),
  'dinerCalls.getFees': open(() => get('/api/ordermodes/om-pc-delivery/fees')),
  'dinerCalls.createOrder': open(() => post('/api/order')),
  'dinerCalls.createPaymentUrl': open(() => post('/api/paymenturl')),
  'dinerCalls.validateCodeDiscount': open(() => post('/api/codediscounts/validate')),
  'dinerCalls.getExternalBenefits': open(() => post('/api/external-benefits/demo')),
  'dinerCalls.createCardToken': open(() => post('/api/payments/card-token')),
  'dinerCalls.payOrder': open(() => post('/api/order/payment')),
  'dinerCalls.transbankCallback': open((f) => post(`/api/callback/transbank/sbx-${f.order.code}?token_ws=nope`)),
  'dinerCalls.updateOrderDetails': ordersDiner((f) =>
    post('/api/diner/order/details', { code: f.order.code, branchContactId: 'bc-palermo-centro', notes: 'Timbre 2B' }),
  ),
  'dinerCalls.reportOrderError': ordersDiner((f) =>
    post(`/api/diner/order/${f.order.code}/error-report`, { code: f.order.code, errorType: 'OTHER' }),
  ),
  'dinerCalls.reorderOrder': ordersDiner((f) => get(`/api/diner/order/${f.order.code}/reorder`)),
  'dinerCalls.getOrder': {
    probe: (f) => get(`/api/diner/palermo-centro/order/${f.order.code}`),
    expect: { ...everyone('redacted'), ordersSecret: 'answered', ordersDiner: 'answered' },
  },
  'dinerCalls.getOrderShipments': ordersDiner((f) => get(`/api/shipments/order/${f.order.id}`)),
  'dinerCalls.getSurvey': open(() => get('/api/survey/bc-palermo-centro')),
  'dinerCalls.getSurveyState': open((f) => get(`/api/survey/order/${f.order.code}`)),
  // The order is not delivered yet: its diner is told to wait (409), anyone else is refused.
  'dinerCalls.submitSurvey': ordersDiner((f) =>
    post(`/api/survey/${f.order.code}`, [
      {
        questionTitle: '¿Cómo calificarías tu pedido?',
        answer: '5',
        surveyId: 'survey-bc-palermo-centro',
        questionId: 'bc-palermo-centro-q-nps',
        mandatory: true,
        dinerOrderId: f.order.id,
        questionType: 'GENERAL_NPS',
        priority: false,
      },
    ]),
  ),
  'dinerCalls.getNearVenues': open(() => post('/api/menu/near', { lat: -34.58, lng: -58.42 })),

  'logisticsCalls.listShipments': rider(() => get('/api/shipments?branchContactId=bc-palermo-centro')),
  'logisticsCalls.getShipmentInProgress': riderAccount(() => get('/api/shipments/rider')),
  'logisticsCalls.getShipment': rider((f) => get(`/api/shipments/${f.order.shipmentId}`)),
  'logisticsCalls.updateShipment': rider((f) =>
    put(`/api/shipments/${f.order.shipmentId}`, {
      status: 'ON_ROUTE_TO_PICKUP',
      id: f.order.shipmentId,
      rider_id: f.riderId,
    }),
  ),
  // Another venue's rider holds no shipment here: 409, nothing of this venue moves.
  'logisticsCalls.reportRiderPosition': rider(
    () => put('/api/rider/position', { lat: -34.58, lng: -58.42 }),
    'answered',
  ),
  'logisticsCalls.listShipmentStacks': rider(() => get('/api/shipmentstacks?branchContactId=bc-palermo-centro')),
  'logisticsCalls.getShipmentStack': rider((f) => get(`/api/stacking/${f.stackId}`)),
  'logisticsCalls.updateShipmentStack': rider((f) =>
    put(`/api/stacking/${f.stackId}`, { status: 'ON_ROUTE_TO_PICKUP', id: f.stackId, rider_id: f.riderId }),
  ),
  'logisticsCalls.whoAmI': riderAccount(() => get('/api/whoami')),
  'logisticsCalls.findRiderByPhone': open(() =>
    get('/api/rider/bc/phone?branchContactId=bc-palermo-centro&phone=1155550100'),
  ),
  'logisticsCalls.createRider': open(() => post('/api/rider/createwithcode')),
  'logisticsCalls.updateRider': open((f) => put(`/api/rider/${f.riderId}/updatewithcode`)),
  'logisticsCalls.riderSignIn': open(() => post('/api/rider/signin')),
  // A wrong security code: answered 400, the shift goes on.
  'logisticsCalls.riderSignOut': riderAccount(() => post('/api/rider/signout', { securityCode: '0000' })),
  'logisticsCalls.getTracking': ordersDiner((f) => get(`/api/logisticsorder/tracking/palermo-centro/${f.order.code}`)),
  'logisticsCalls.authorizeTrackingChannel': ordersDiner((f) =>
    post('/api/realtime/tracking-auth', { socketId: '123.456', channelName: `private-tracking-${f.order.id}` }),
  ),
  'logisticsCalls.listStaffOrders': staffOnly(() => get('/api/staff/orders')),
  // Moves refused by the order's status table (409): staff reach the call, nothing changes.
  'logisticsCalls.setStaffOrderStatus': staffOnly((f) =>
    put(`/api/staff/orders/${f.order.code}/status`, { status: 'GENERATED' }),
  ),
  'logisticsCalls.listStaffShipments': staffOnly(() => get('/api/staff/shipments?branchContact=palermo-centro')),
  'logisticsCalls.createShipmentStack': staffOnly((f) =>
    post('/api/staff/stacks', { branchContact: 'palermo-centro', shipments: [{ shipmentId: f.order.shipmentId }] }),
  ),
  'logisticsCalls.listSandboxMessages': staffOnly(() => get('/api/staff/messages?phone=%2B541155550002')),
  'logisticsCalls.listStaffRiders': staffOnly(() => get('/api/staff/riders?status=PENDING')),
  'logisticsCalls.waiveStaffDeliveryCode': staffOnly((f) =>
    put(`/api/staff/shipments/${f.order.shipmentId}/delivery-code-waiver`, {
      reason: 'El cliente no encuentra la clave',
    }),
  ),
  'logisticsCalls.setStaffRiderApproval': staffOnly((f) =>
    put(`/api/staff/riders/${f.riderId}/approval`, { approved: true }),
  ),
};

/** Calls that end the session they are sent with: each caller sends them after everything else. */
const lastOfACaller = new Set(['dinerCalls.signOutDiner']);

describe(`the authorisation matrix on ${databaseKind}`, () => {
  let server: TestServer;
  let fixture: Fixture;
  let headersOf: Record<Credential, Record<string, string>>;
  let secretOf: Partial<Record<Credential, string>>;

  beforeAll(async () => {
    server = await startTestServer();
    const order = await acceptedDeliveryOrder(server);
    const offered = await acceptedDeliveryOrder(server);
    const stack = await staffClient(server).createShipmentStack({
      body: { branchContact: 'palermo-centro', shipments: [{ shipmentId: offered.shipmentId }] },
    });
    const anotherOrder = await placeDeliveryOrder(server);
    const pending = await registerPendingRider(server);
    const [anotherVenue] = await ridersOnShift(server, 1, 'bc-palermo-norte');
    const approved = await registerRider(server);
    fixture = { order, stackId: stack.id, riderId: approved.rider.id };
    headersOf = {
      nobody: {},
      anotherDiner: await signInDiner(server, '11 4444-1234', 'br-palermo'),
      pendingRider: { Authorization: `Bearer ${pending.token}` },
      anotherVenueRider: { Authorization: `Bearer ${anotherVenue?.token}` },
      anotherOrdersSecret: {},
      staff: { Authorization: `Bearer ${STAFF_TOKEN}` },
      ordersSecret: {},
      // The diner who placed the order (orderBody's phone) signs in at the order's branch.
      ordersDiner: await signInDiner(server, '11 5555-0002', 'br-palermo'),
    };
    secretOf = { anotherOrdersSecret: anotherOrder.accessToken, ordersSecret: order.accessToken };
  });
  afterAll(() => server.close());

  const send = (probe: Probe, credential: Credential) => {
    const secret = secretOf[credential];
    const path = secret ? `${probe.path}${probe.path.includes('?') ? '&' : '?'}access=${secret}` : probe.path;
    const text = typeof probe.body === 'string';
    return server.request(path, {
      method: probe.method,
      headers: {
        ...headersOf[credential],
        ...(probe.body !== undefined ? { 'Content-Type': text ? 'text/plain' : 'application/json' } : {}),
      },
      ...(probe.body !== undefined ? { body: text ? (probe.body as string) : JSON.stringify(probe.body) } : {}),
    });
  };

  it('has a row for every call of the contract, and no row for a call that is gone', () => {
    const names = contractCalls.map((c) => c.name);
    expect(names.filter((name) => !matrix[name])).toEqual([]);
    expect(Object.keys(matrix).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("answers each kind of stranger as its row says, and changes nobody's order", async () => {
    const ordersBefore = await server.db.select().from(t.orders);
    const strangers = credentials.filter((c) => c !== 'ordersSecret' && c !== 'ordersDiner');
    const failures = await runMatrix(strangers);
    expect(failures).toEqual([]);
    expect(await server.db.select().from(t.orders)).toEqual(ordersBefore);
  });

  it('shows the order’s diner what the code alone hides', async () => {
    const read = (matrix['dinerCalls.getOrder'] as Row).probe(fixture);
    for (const credential of ['ordersSecret', 'ordersDiner'] as const) {
      const text = await (await send(read, credential)).text();
      expect(await secretsIn(text), credential).toEqual(
        expect.arrayContaining(['the link secret', 'the phone', 'the name', 'the address', 'the delivery code']),
      );
    }
  });

  // Last: the diner's sign-out, in the row of every call, ends the session of the order's diner.
  it('answers the order’s own diner, by its link’s secret and by its session', async () => {
    expect(await runMatrix(['ordersSecret', 'ordersDiner'])).toEqual([]);
  });

  /** Every call for each credential, in contract order (calls that end a session last); the mismatches. */
  async function runMatrix(who: readonly Credential[]): Promise<string[]> {
    const failures: string[] = [];
    const ordered = [
      ...contractCalls.filter((c) => !lastOfACaller.has(c.name)),
      ...contractCalls.filter((c) => lastOfACaller.has(c.name)),
    ];
    for (const credential of who) {
      for (const { name } of ordered) {
        const row = matrix[name] as Row;
        const expected = row.expect[credential];
        const response = await send(row.probe(fixture), credential);
        const problem = await mismatch(response, expected);
        if (problem) failures.push(`${name} with ${credential}: ${problem}`);
      }
    }
    return failures;
  }

  /** Why the answer is not the expected outcome, or null. */
  async function mismatch(response: Response, expected: Outcome): Promise<string | null> {
    const text = await response.text();
    const shown = `${response.status} ${text.slice(0, 160)}`;
    if (typeof expected === 'number') return response.status === expected ? null : `expected ${expected}, got ${shown}`;
    if (response.status === 401 || response.status === 403) return `refused: ${shown}`;
    if (response.status >= 500) return `failed: ${shown}`;
    if (expected === 'answered') return null;
    if (response.status !== 200) return `expected the redacted view, got ${shown}`;
    const leaked = await secretsIn(text);
    return leaked.length > 0 ? `the redacted view shows ${leaked.join(', ')}` : null;
  }

  /** What of the order's diner, its delivery and its link a text shows. */
  async function secretsIn(text: string): Promise<string[]> {
    const code = await deliveryCodeOf(server, fixture.order.shipmentId);
    const secrets: [string, string][] = [
      ['the link secret', fixture.order.accessToken],
      ['the phone', '+541155550002'],
      ['the name', 'Juana Pérez'],
      ['the address', 'Gorriti'],
      ['the delivery code', `"securityCode":"${code}"`],
      ['the tracking link', '/logistics/tracking/'],
    ];
    return secrets.filter(([, secret]) => text.includes(secret)).map(([label]) => label);
  }
});
