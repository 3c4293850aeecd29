/**
 * The mocks answer every diner call, and what they answer passes the contract's response schema:
 * the typed client (which parses every answer) is run against them through msw/node.
 */
import './node-polyfills.ts';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaller } from '../client/client.ts';
import type { CallDefinition, CallInput } from '../contract/define.ts';
import * as dinerCalls from '../contract/diner-calls.ts';
import type { CartItemInput } from '../schemas/order.ts';
import { dinerHandlers } from './handlers.ts';

const server = setupServer(...dinerHandlers);
beforeAll(() => server.listen());
afterAll(() => server.close());

const call = createCaller({ baseUrl: 'http://storybook.test' });
const now = '2026-11-21T23:00:00.000Z';
const cartItem: CartItemInput = {
  referenceId: 'plate-flan',
  referenceType: 'PLATE',
  name: 'Flan',
  notes: '',
  price: 420_000,
  originalPrice: 420_000,
  priceWithoutModifiers: 420_000,
  quantity: 1,
  categoryId: 'cat-postres',
  categoryShowName: 'Postres',
  source: 'plate',
  extras: [],
};

/** A valid input for every call (the client validates inputs before sending). */
const inputs: { [K in keyof typeof dinerCalls]: CallInput<(typeof dinerCalls)[K]> } = {
  getAliasInfo: { params: { alias: 'palermo-centro' } },
  getFileUrl: { params: { id: 'file-plate-clasica' }, query: {} },
  logDinerError: { body: 'falló algo\n{}' },
  getMenuHashes: { params: { alias: 'palermo-centro' }, query: { orderModeId: ['om-pc-delivery', 'om-pc-table'] } },
  getCountry: { params: { country: 'uy' } },
  getBranchContact: { params: { id: 'bc-palermo-centro' } },
  listBranchContacts: { params: { branchId: 'br-palermo' }, query: {} },
  getDeliveryFee: { params: { id: 'bc-palermo-centro' }, query: { lat: -34.58, lng: -58.43 } },
  searchAddresses: { query: { q: 'Gorriti 4700', country: 'ar' } },
  reverseGeocode: { query: { lat: -34.5875, lng: -58.4305 } },
  getIndicators: {},
  getEntityIndicators: { params: { a: 'plate', b: 'plate-veggie' } },
  getSchedule: { params: { orderModeId: 'om-pn-delivery' } },
  getMenuCustomizations: { params: { branchId: 'br-palermo' } },
  getOrderingCustomer: { params: { phone: '1155550001' }, query: { branchId: 'br-palermo' } },
  getLoyaltyProgram: { params: { id: 'br-palermo' } },
  getLoyaltyHistory: { params: { branchId: 'br-palermo', customerPhone: '1155550001' }, query: {} },
  getLoyaltyReward: { params: { id: 'br-palermo' }, query: {} },
  claimLoyaltyReward: {
    params: { phone: '1155550001', rewardId: 'reward-bienvenida' },
    body: {
      name: 'Lucía',
      phone: '1155550001',
      email: 'lucia@example.com',
      branchId: 'br-palermo',
      branchContactId: 'bc-palermo-centro',
      loyaltyRewardId: 'reward-bienvenida',
    },
  },
  sendSignInCode: { body: { phone: '1155550001', branchId: 'br-palermo' } },
  verifySignIn: { body: { phone: '1155550001', branchId: 'br-palermo', code: '123456' } },
  getDinerSession: { query: { branchId: 'br-palermo' } },
  signOutDiner: {},
  getDinerOrders: { query: { phone: '1155550001', branchContactId: 'bc-palermo-centro' } },
  getBranchOrderModes: { params: { branchId: 'br-palermo' } },
  getCompany: { params: { companyId: 'co-sabores' } },
  getCompanyBranches: { params: { companyId: 'co-sabores' }, query: {} },
  getBranch: { params: { branchId: 'br-palermo' } },
  getMenu: { params: { branchContactAlias: 'palermo-centro', orderModeId: 'om-pc-delivery' } },
  getBranchDiscounts: { params: { branchId: 'br-palermo' } },
  saveAbandonedCart: {
    body: {
      items: [cartItem],
      branchContactId: 'bc-palermo-centro',
      branchId: 'br-palermo',
      phone: '1155550002',
      orderModeId: 'om-pc-delivery',
    },
  },
  cancelAbandonedCart: { body: { phone: '1155550002', branchContactId: 'bc-palermo-centro', branchId: 'br-palermo' } },
  getRecoveryCart: { params: { phone: '1155550002', branchContactId: 'bc-palermo-centro' } },
  getGeneralDiscounts: { params: { id: 'om-pc-self' } },
  getGeneralSurcharges: { params: { id: 'om-pc-table' } },
  getFees: { params: { id: 'om-pc-delivery' } },
  createOrder: {
    body: {
      idempotencyKey: 'mock-key-1',
      items: [cartItem],
      type: 'TAKE_AWAY',
      price: 420_000,
      paymentType: 'pt-cash',
      branchContact: 'bc-palermo-centro',
      orderModeId: 'om-pc-takeaway',
    },
  },
  createPaymentUrl: { query: {}, body: { code: 'K7Q2M-9XPTA', branchContactId: 'bc-palermo-centro', amount: 420_000 } },
  validateCodeDiscount: {
    body: { code: 'BIENVENIDA', paymentId: 'pt-cash', phone: '1155550002', orderDate: now, branchId: 'br-palermo' },
  },
  getExternalBenefits: {
    params: { partner: 'demo' },
    body: {
      branchId: 'br-palermo',
      branchContactId: 'bc-palermo-centro',
      externalUserId: 'u1',
      orderModeId: 'om-pc-delivery',
    },
  },
  createCardToken: {
    body: {
      cardNumber: '4242424242424242',
      cardName: 'Juana Pérez',
      cardExpiry: '12/39',
      cardSecurityCode: '123',
      cardDocument: '30123456',
    },
  },
  payOrder: {
    body: {
      token: 'tok_sandbox_approved_demo',
      paymentMethodId: 'visa',
      dinerOrderId: 'order-demo-1',
      cardName: 'Juana Pérez',
      identificationType: 'DNI',
      identificationNumber: '30123456',
    },
  },
  transbankCallback: { params: { prefixedCode: 'sbx-K7Q2M-9XPTA' }, query: { token_ws: 'demo' } },
  updateOrderDetails: {
    query: {},
    body: { code: 'K7Q2M-9XPTA', branchContactId: 'bc-palermo-centro', notes: 'Timbre 2B' },
  },
  reportOrderError: {
    params: { orderCode: 'K7Q2M-9XPTA' },
    query: {},
    body: { code: 'K7Q2M-9XPTA', errorType: 'MISSING_ITEMS' },
  },
  reorderOrder: { params: { orderCode: 'K7Q2M-9XPTA' }, query: {} },
  getOrder: { params: { branchContactCode: 'palermo-centro', orderCode: 'K7Q2M-9XPTA' }, query: {} },
  getOrderShipments: { params: { logisticsOrderId: 'order-demo-1' }, query: {} },
  getSurvey: { params: { branchContactId: 'bc-palermo-centro' } },
  getSurveyState: { params: { orderCode: 'K7Q2M-9XPTA' } },
  submitSurvey: {
    params: { orderCode: 'K7Q2M-9XPTA' },
    query: {},
    body: [
      {
        questionTitle: '¿Cómo calificarías tu pedido?',
        answer: '5',
        surveyId: 's1',
        questionId: 'q1',
        mandatory: true,
        dinerOrderId: 'order-demo-1',
        questionType: 'GENERAL_NPS',
        priority: false,
      },
    ],
  },
  getNearVenues: {
    body: {
      lat: -34.58,
      lng: -58.43,
      filters: { country: 'Argentina', branch_contact: true },
      pagingOption: { pageSize: 10, offset: 0 },
    },
  },
};

describe('the MSW mocks', () => {
  const answered = Object.entries(dinerCalls).filter(([name]) => name !== 'getRecoveryCart');
  it.each(answered)('answer %s with a body that passes its schema', async (name, definition) => {
    await expect(
      call(definition as CallDefinition, inputs[name as keyof typeof inputs] as never),
    ).resolves.not.toThrow();
  });

  it('answer a missing recovery cart with 404, as the server does', async () => {
    await expect(call(dinerCalls.getRecoveryCart, inputs.getRecoveryCart)).rejects.toMatchObject({
      status: 404,
      message: 'Carrito no encontrado',
    });
  });
});
