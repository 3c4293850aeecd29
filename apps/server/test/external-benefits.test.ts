import { demoBranchContacts, demoLoyaltyPartners } from '@comanda/api/demo';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import * as t from '../src/db/schema.ts';
import { createLogger } from '../src/http/logger.ts';
import { partnersOf } from '../src/partners/partner.ts';
import { createSandboxPartner } from '../src/partners/sandbox.ts';
import { BASE_URL, databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody } from './order-helpers.ts';

const club = demoLoyaltyPartners[0];
const member = club?.members[0];
if (!club || !member) throw new Error('the demo has no sandbox loyalty partner');
const BENEFIT = {
  id: 'club-beneficios-15',
  name: 'Beneficio Club Beneficios 15%',
  type: 'PERCENT',
  value: 15,
  externalBenefitType: 'CLUB_BENEFICIOS',
};
const atCentro = { branchId: 'br-palermo', branchContactId: 'bc-palermo-centro', orderModeId: 'om-pc-takeaway' };
// Take away at Palermo Centro: Flan $ 4.200; the member's 15 % takes $ 630 off.
const FLAN = 420_000;
const FLAN_WITH_BENEFIT = 357_000;

interface Answer {
  status: number;
  body: { generalDiscounts?: unknown[]; data?: Record<string, unknown>; errors?: { kind: string }[]; price?: number };
}

describe(`external loyalty benefits through the sandbox partner on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function post(
    path: string,
    body: unknown,
    token?: string,
    on: Pick<TestServer, 'request'> = server,
  ): Promise<Answer> {
    const response = await on.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  }
  const askBenefits = (token: string | undefined, overrides: Record<string, string> = {}, partner = club.name) =>
    post(
      `/api/external-benefits/${partner}`,
      { ...atCentro, externalUserId: member.externalUserId, ...overrides },
      token,
    );

  it("answers the member's discount to the member's token", async () => {
    expect(await askBenefits(member.token)).toEqual({ status: 200, body: { generalDiscounts: [BENEFIT] } });
  });

  it('answers nothing to a stranger: no token, a wrong one, another user or another partner', async () => {
    const nothing = { status: 200, body: { generalDiscounts: [] } };
    expect(await askBenefits(undefined)).toEqual(nothing);
    expect(await askBenefits(`${member.token}x`)).toEqual(nothing);
    expect(await askBenefits(member.token, { externalUserId: 'socio-9999' })).toEqual(nothing);
    expect(await askBenefits(member.token, {}, 'otro-club')).toEqual(nothing);
  });

  it('answers nothing where the venue has no agreement or the place does not hold together', async () => {
    const nothing = { status: 200, body: { generalDiscounts: [] } };
    const belgrano = demoBranchContacts.find((contact) => contact.id === 'bc-belgrano');
    const belgranoMode = belgrano?.orderModes[0]?.id;
    if (!belgrano || !belgranoMode) throw new Error('the demo has no Belgrano mode');
    expect(
      await askBenefits(member.token, {
        branchId: belgrano.branch.id,
        branchContactId: belgrano.id,
        orderModeId: belgranoMode,
      }),
    ).toEqual(nothing);
    // Palermo Centro's contact with another branch, or another contact's mode.
    expect(await askBenefits(member.token, { branchId: belgrano.branch.id })).toEqual(nothing);
    expect(await askBenefits(member.token, { orderModeId: 'om-pn-takeaway' })).toEqual(nothing);
  });

  it('stays silent when the partner cannot be asked', async () => {
    // The same database, served by an app whose partner adapter cannot reach its service.
    const failing = createApp({
      config: server.config,
      db: server.db,
      logger: createLogger('silent'),
      partners: partnersOf({ name: club.name, benefits: () => Promise.reject(new Error('partner unreachable')) }),
    });
    const on = { request: async (path: string, init?: RequestInit) => failing.request(`${BASE_URL}${path}`, init) };
    const answer = await post(
      `/api/external-benefits/${club.name}`,
      { ...atCentro, externalUserId: member.externalUserId },
      member.token,
      on,
    );
    expect(answer).toEqual({ status: 200, body: { generalDiscounts: [] } });
    // The order goes on without the benefit.
    const order = await post('/api/order', flanOrder(FLAN), member.token, on);
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ total: FLAN, discounts: [] });
    expect(order.body.data?.externalBenefit).toBeUndefined();
  });

  const flanOrder = (price: number, extra: Record<string, unknown> = {}) =>
    orderBody({
      type: 'TAKE_AWAY',
      orderModeId: 'om-pc-takeaway',
      destination: undefined,
      items: [cartLine('plate-flan')],
      price,
      paysWith: FLAN,
      partnerName: club.name,
      userExternalReference: member.externalUserId,
      ...extra,
    });

  it("applies the member's benefit when the order is created, asking the partner again", async () => {
    const created = await post('/api/order', flanOrder(FLAN_WITH_BENEFIT), member.token);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      total: FLAN_WITH_BENEFIT,
      discounts: [{ name: BENEFIT.name, amount: FLAN - FLAN_WITH_BENEFIT }],
      externalBenefit: { partnerName: club.name, externalBenefitType: BENEFIT.externalBenefitType },
    });
    const [row] = await server.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, String(created.body.data?.id)));
    expect(row).toMatchObject({ partnerName: club.name, userExternalReference: member.externalUserId });
    expect(row?.discounts).toEqual([expect.objectContaining({ externalBenefitType: 'CLUB_BENEFICIOS' })]);
    expect(row?.orderText).toContain(`${BENEFIT.name}: -$ 630`);
  });

  it('refuses the discounted price without the partner confirming the user, and never takes a discount from the body', async () => {
    const forgedLine = { name: BENEFIT.name, type: 'PERCENT', value: 15, amount: 63_000, externalBenefitType: 'X' };
    for (const token of [undefined, 'club-beneficios-sandbox-socio-1002']) {
      const refused = await post('/api/order', flanOrder(FLAN_WITH_BENEFIT, { discounts: [forgedLine] }), token);
      expect(refused.status).toBe(409);
      expect(refused.body.errors).toEqual([expect.objectContaining({ kind: 'price' })]);
      expect(refused.body.price).toBe(FLAN);
    }
    // At the full price the order is taken, with no discount and no partner on it.
    const taken = await post('/api/order', flanOrder(FLAN, { discounts: [forgedLine] }), 'wrong');
    expect(taken.status).toBe(201);
    expect(taken.body.data).toMatchObject({ total: FLAN, discounts: [] });
    const [row] = await server.db
      .select()
      .from(t.orders)
      .where(eq(t.orders.id, String(taken.body.data?.id)));
    expect(row).toMatchObject({ partnerName: null, userExternalReference: null });
  });

  it('answers from the adapter it is given (one adapter per partner)', async () => {
    const partner = createSandboxPartner({ ...club, branchContactIds: [] });
    expect(
      await partner.benefits({ ...atCentro, externalUserId: member.externalUserId, token: member.token }),
    ).toBeNull();
  });
});
