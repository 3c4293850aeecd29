import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.ts';
import { createSandboxProvider } from '../src/payments/sandbox.ts';
import { rowCount } from './fixtures.ts';
import { databaseKind, startTestServer, type TestServer } from './harness.ts';
import { cartLine, orderBody } from './order-helpers.ts';

const card = { cardName: 'Juana Pérez', cardExpiry: '12/39', cardSecurityCode: '123', cardDocument: '30123456' };
// Take away: Flan $ 4.200, no fees.
const FLAN = 420_000;

describe(`card payments through the sandbox provider on ${databaseKind}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function placeCardOrder(paymentType = 'pt-card') {
    const response = await server.send(
      'POST',
      '/api/order',
      orderBody({
        type: 'TAKE_AWAY',
        orderModeId: 'om-pc-takeaway',
        paymentType,
        destination: undefined,
        items: [cartLine('plate-flan')],
        price: FLAN,
      }),
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: string; code: string; status: string; paymentStatus: string } })
      .data;
  }

  it('keeps an online order unconfirmed and pending until it is paid', async () => {
    const order = await placeCardOrder();
    expect(order).toMatchObject({ status: 'UNCONFIRMED', paymentStatus: 'PENDING' });
  });

  it('approves a test card: token, then order, then payment', async () => {
    const order = await placeCardOrder();
    const token = await server.client.createCardToken({ body: { ...card, cardNumber: '4242424242424242' } });
    expect(token.lastFourDigits).toBe('4242');
    const result = await server.client.payOrder({
      body: {
        token: token.token,
        paymentMethodId: token.paymentMethodId,
        dinerOrderId: order.id,
        cardName: card.cardName,
        identificationType: 'DNI',
        identificationNumber: card.cardDocument,
      },
    });
    expect(result.status).toBe('APPROVED');
    const followUp = await server.client.getOrder({
      params: { branchContactCode: 'palermo-centro', orderCode: order.code },
      query: {},
    });
    expect(followUp).toMatchObject({ status: 'GENERATED', paymentStatus: 'APPROVED' });
  });

  it('declines the declining test card with the spec message and leaves the order unpaid', async () => {
    const order = await placeCardOrder();
    const token = await server.client.createCardToken({ body: { ...card, cardNumber: '4000000000000002' } });
    const result = await server.client.payOrder({
      body: {
        token: token.token,
        paymentMethodId: token.paymentMethodId,
        dinerOrderId: order.id,
        cardName: card.cardName,
        identificationType: 'DNI',
        identificationNumber: card.cardDocument,
      },
    });
    expect(result).toEqual({
      status: 'REJECTED',
      message: 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos',
    });
    const followUp = await server.client.getOrder({
      params: { branchContactCode: 'palermo-centro', orderCode: order.code },
      query: {},
    });
    expect(followUp).toMatchObject({ status: 'UNCONFIRMED', paymentStatus: 'REJECTED' });
  });

  it('refuses a card that fails the Luhn check', async () => {
    const response = await server.send('POST', '/api/payments/card-token', { ...card, cardNumber: '4242424242424241' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      'Debe completar los campos de su tarjeta correctamente',
    );
  });

  it('refuses a token the sandbox never issued, however it is written, and charges nothing', async () => {
    const order = await placeCardOrder();
    const issued = await server.client.createCardToken({ body: { ...card, cardNumber: '4242424242424242' } });
    const [body = '', signature = ''] = issued.token.split('.');
    const elsewhere = createSandboxProvider('another server').tokenize(
      { ...card, cardNumber: '4242424242424242' },
      new Date(),
    );
    const invented = [
      'tok_sandbox_approved_000000000000000000000000',
      body,
      `${body}.${signature.slice(0, -4)}AAAA`,
      `${body.replace(/_[0-9a-f]{24}$/, '_ffffffffffffffffffffffff')}.${signature}`,
      elsewhere.ok ? elsewhere.token : '',
    ];
    const paymentsBefore = await rowCount(server.db, t.payments);
    for (const token of invented) {
      const response = await server.send('POST', '/api/order/payment', {
        token,
        paymentMethodId: 'visa',
        dinerOrderId: order.id,
        cardName: card.cardName,
        identificationType: 'DNI',
        identificationNumber: card.cardDocument,
      });
      expect(response.status, token).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos',
      );
    }
    expect(await rowCount(server.db, t.payments)).toBe(paymentsBefore);
    const followUp = await server.client.getOrder({
      params: { branchContactCode: 'palermo-centro', orderCode: order.code },
      query: {},
    });
    expect(followUp).toMatchObject({ status: 'UNCONFIRMED', paymentStatus: 'PENDING' });
  });

  it('does not charge one token twice', async () => {
    const order = await placeCardOrder();
    const other = await placeCardOrder();
    const token = await server.client.createCardToken({ body: { ...card, cardNumber: '4000000000000002' } });
    const pay = (dinerOrderId: string) =>
      server.send('POST', '/api/order/payment', {
        token: token.token,
        paymentMethodId: 'visa',
        dinerOrderId,
        cardName: card.cardName,
        identificationType: 'DNI',
        identificationNumber: card.cardDocument,
      });
    expect((await pay(order.id)).status).toBe(200);
    expect((await pay(other.id)).status).toBe(409);
  });

  it('pays through the payment link and the token_ws return', async () => {
    const order = await placeCardOrder('pt-link');
    const link = await server.client.createPaymentUrl({
      query: {},
      body: { code: order.code, branchContactId: 'bc-palermo-centro', amount: FLAN },
    });
    const page = await server.request(link.url);
    expect(await page.text()).toContain('Aprobar pago');
    const approve = await server.request(`${link.url}/approve`, { method: 'POST' });
    expect(approve.status).toBe(303);
    const back = new URL(approve.headers.get('location') ?? '', 'http://x');
    expect(back.pathname).toBe(`/menu/palermo-centro/order/${order.code}`);
    const tokenWs = back.searchParams.get('token_ws') ?? '';
    const result = await server.client.transbankCallback({
      params: { prefixedCode: `sbx-${order.code}` },
      query: { token_ws: tokenWs },
    });
    expect(result.status).toBe('APPROVED');
    // The return can be replayed (a reload of the follow-up page): still approved, nothing charged twice.
    expect(
      (
        await server.client.transbankCallback({
          params: { prefixedCode: `sbx-${order.code}` },
          query: { token_ws: tokenWs },
        })
      ).status,
    ).toBe('APPROVED');
    expect(
      (
        await server.client.getOrder({
          params: { branchContactCode: 'palermo-centro', orderCode: order.code },
          query: {},
        })
      ).paymentStatus,
    ).toBe('APPROVED');
  });

  it('refuses a payment link for another amount', async () => {
    const order = await placeCardOrder('pt-link');
    const response = await server.send('POST', '/api/paymenturl', {
      code: order.code,
      branchContactId: 'bc-palermo-centro',
      amount: 1,
    });
    expect(response.status).toBe(400);
  });

  it('reports a rejected link payment with the info message', async () => {
    const order = await placeCardOrder('pt-link');
    const link = await server.client.createPaymentUrl({
      query: {},
      body: { code: order.code, branchContactId: 'bc-palermo-centro', amount: FLAN },
    });
    const reject = await server.request(`${link.url}/reject`, { method: 'POST' });
    const tokenWs = new URL(reject.headers.get('location') ?? '', 'http://x').searchParams.get('token_ws') ?? '';
    const result = await server.client.transbankCallback({
      params: { prefixedCode: `sbx-${order.code}` },
      query: { token_ws: tokenWs },
    });
    expect(result).toEqual({
      status: 'REJECTED',
      message: 'Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.',
    });
  });
});
