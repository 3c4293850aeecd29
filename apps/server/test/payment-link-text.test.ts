import { demoBranchContacts } from '@comanda/api/demo';
import { orderingStatus } from '@comanda/domain/schedule';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody } from './order-helpers.ts';

// Palermo Norte has no orders console: its orders reach the venue as the messaging-app text.
const norte = demoBranchContacts.find((contact) => contact.id === 'bc-palermo-norte');
const takeAway = norte?.orderModes.find((mode) => mode.id === 'om-pn-takeaway');
const FLAN = 420_000;

/** A time Palermo Norte's take-away offers, so the order is taken whatever the clock says. */
function offeredSlot(): string {
  if (!norte || !takeAway) throw new Error('no Palermo Norte take-away in the demo');
  const status = orderingStatus({
    mode: takeAway,
    workingDays: norte.workingDays,
    now: new Date(),
    timeZone: 'America/Argentina/Buenos_Aires',
  });
  const slot = status.days[0]?.slots[0];
  if (!slot) throw new Error('Palermo Norte offers no time');
  return slot.at.toISOString();
}

interface Created {
  data: { code: string; accessToken: string; messagingLink?: string };
}

const textOf = (link: string) => decodeURIComponent(new URL(link).searchParams.get('text') ?? '');

describe(`the payment link in the order text at a store without orders console on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function placeLinkOrder() {
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({
        type: 'TAKE_AWAY',
        branchContact: 'bc-palermo-norte',
        orderModeId: 'om-pn-takeaway',
        paymentType: 'pt-link',
        destination: undefined,
        items: [cartLine('plate-flan')],
        price: FLAN,
        scheduled: true,
        scheduledAt: offeredSlot(),
      }),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as Created).data;
  }

  const linkFor = (code: string, query: { access?: string }) =>
    server.client.createPaymentUrl({ query, body: { code, branchContactId: 'bc-palermo-norte', amount: FLAN } });

  it("gives the order's diner the messaging link whose text ends with the payment link", async () => {
    const order = await placeLinkOrder();
    expect(textOf(order.messagingLink ?? '')).not.toContain('Link de pago');
    const link = await linkFor(order.code, { access: order.accessToken });
    expect(link.messagingLink).toMatch(/^https:\/\/wa\.me\/5491148005678\?text=/);
    const text = textOf(link.messagingLink ?? '');
    expect(text).toContain('Flan');
    expect(text).toContain(`Pedido: ${order.code}`);
    expect(text.endsWith(`\n\nLink de pago: ${BASE_URL}${link.url}`)).toBe(true);
    // The payment page the venue and the diner open from the chat is the provider's.
    expect(await (await server.request(link.url)).text()).toContain('Aprobar pago');
  });

  it('keeps the text with the payment link for every later reading of the order', async () => {
    const order = await placeLinkOrder();
    const first = await linkFor(order.code, { access: order.accessToken });
    const again = await linkFor(order.code, { access: order.accessToken });
    const followUp = await server.client.getOrder({
      params: { branchContactCode: 'palermo-norte', orderCode: order.code },
      query: { access: order.accessToken },
    });
    const text = textOf(followUp.messagingLink ?? '');
    expect(text.endsWith(`Link de pago: ${BASE_URL}${again.url}`)).toBe(true);
    expect(text).not.toContain(first.url);
    expect(text.match(/Link de pago/g)).toHaveLength(1);
  });

  it('shows a stranger with the order code a payment link but never the order text', async () => {
    const order = await placeLinkOrder();
    const link = await linkFor(order.code, {});
    expect(link.url).toMatch(/^\/api\/payments\/sandbox\/checkout\//);
    expect(link.messagingLink).toBeUndefined();
    const wrong = await linkFor(order.code, { access: 'x'.repeat(43) });
    expect(wrong.messagingLink).toBeUndefined();
  });

  it('leaves the text alone where the venue has its orders console', async () => {
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({
        type: 'TAKE_AWAY',
        orderModeId: 'om-pc-takeaway',
        paymentType: 'pt-link',
        destination: undefined,
        items: [cartLine('plate-flan')],
        price: FLAN,
      }),
    );
    const order = ((await response.json()) as Created).data;
    expect(order.messagingLink).toBeUndefined();
    const link = await server.client.createPaymentUrl({
      query: { access: order.accessToken },
      body: { code: order.code, branchContactId: 'bc-palermo-centro', amount: FLAN },
    });
    expect(link.messagingLink).toBeUndefined();
  });
});
