/**
 * MSW handlers for every diner call, built from the contract and the demo data: `dinerHandlers`
 * answers as the demo server would; `mockCall` builds one handler in a chosen state
 * (success with a body, empty, error, slow/loading) for a story or a component test.
 */
import { distanceMetres, nearestFirst } from '@comanda/domain/location';
import { countryOf } from '@comanda/domain/money';
import { menuPlatesOf, paymentMessages, reorderLines } from '@comanda/domain/order';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { GENERIC_ERROR_MESSAGE } from '../client/errors.ts';
import * as analyticsCalls from '../contract/analytics-calls.ts';
import type { CallDefinition, CallOutput } from '../contract/define.ts';
import * as calls from '../contract/diner-calls.ts';
import { BRANCH_PAGE_SIZE } from '../contract/page-sizes.ts';
import {
  demoBranchContacts,
  demoBranches,
  demoCompany,
  demoCustomer,
  demoCustomizations,
  demoFiles,
  demoLoyaltyPrograms,
  demoLoyaltyRewards,
  demoSurveys,
} from '../demo/data.ts';
import { demoIndicators, palermoMenu } from '../demo/menus.ts';
import { ars } from '../demo/money.ts';
import { demoBranchContactView, demoMenuHash, demoMenuView } from '../demo/views.ts';
import { toWireCartItem } from '../schemas/order-writes.ts';
import { demoOrder, demoPlaces } from './fixtures.ts';

/**
 * An old delivery order of Palermo ordered again, through the domain's rule against the demo menu:
 * the muzzarella costs more today, the fugazzeta is gone, the sodas are as they were.
 */
const demoReorderLines = reorderLines(
  [
    {
      referenceId: 'plate-muzzarella',
      name: 'Pizza muzzarella',
      quantity: 1,
      notes: '',
      source: 'plate',
      sizeId: 'size-muzza-grande',
      extras: [{ groupId: 'group-borde', groupItems: [{ referenceId: 'garnish-borde-queso', quantity: 1 }] }],
      accPrice: ars(12500),
    },
    {
      referenceId: 'plate-fugazzeta',
      name: 'Pizza fugazzeta',
      quantity: 1,
      notes: '',
      source: 'plate',
      sizeId: 'size-fugazzeta',
      extras: [],
      accPrice: ars(11000),
    },
    {
      referenceId: 'plate-gaseosa',
      name: 'Gaseosa',
      quantity: 2,
      notes: '',
      source: 'plate',
      sizeId: 'size-gaseosa-500',
      extras: [],
      accPrice: ars(3600),
    },
  ],
  menuPlatesOf(palermoMenu.categories),
  'ar',
);
const demoReorder = {
  orderModeId: 'om-pc-delivery',
  items: demoReorderLines.items.map(toWireCartItem),
  notices: demoReorderLines.notices,
};

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** Any origin: the apps call their own, stories call the page's. */
const pathOf = (definition: CallDefinition) => `*${definition.path}`;

type Params = Record<string, string>;
type BodyFunction = (params: Params, url: URL) => unknown;

export type MockState<D extends CallDefinition> =
  | { readonly state: 'success'; readonly body: CallOutput<D> | ((params: Params, url: URL) => CallOutput<D>) }
  | { readonly state: 'error'; readonly status?: number; readonly message?: string }
  | { readonly state: 'loading' }
  | { readonly state: 'slow'; readonly ms: number; readonly body: CallOutput<D> };

/** One handler for one call in one state. */
export function mockCall<D extends CallDefinition>(definition: D, mock: MockState<D>) {
  return methods[definition.method](pathOf(definition), async ({ params, request }) => {
    switch (mock.state) {
      case 'loading':
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      case 'error':
        return HttpResponse.json(
          { error: 'mock_error', message: mock.message ?? GENERIC_ERROR_MESSAGE },
          { status: mock.status ?? 500 },
        );
      case 'slow':
        await delay(mock.ms);
        return HttpResponse.json(mock.body as JsonBodyType);
      case 'success': {
        if (definition.response === null) return new HttpResponse(null, { status: 204 });
        const source = mock.body as unknown;
        const body =
          typeof source === 'function' ? (source as BodyFunction)(params as Params, new URL(request.url)) : source;
        return HttpResponse.json(body as JsonBodyType);
      }
      default:
        return mock satisfies never;
    }
  });
}

const notFound = (what: string) =>
  HttpResponse.json({ error: 'not_found', message: `${what} no encontrado` }, { status: 404 });

function aliasInfo(alias: string) {
  if (alias === demoCompany.alias) return { type: 'company' as const, id: demoCompany.id, alias, company: demoCompany };
  const branch = demoBranches.find((b) => b.alias === alias);
  if (branch) return { type: 'branch' as const, id: branch.id, alias, company: demoCompany, branch };
  const contact = demoBranchContacts.find((bc) => bc.alias === alias);
  const owner = demoBranches.find((b) => b.id === contact?.branch.id);
  if (contact && owner)
    return {
      type: 'branchContact' as const,
      id: contact.id,
      alias,
      company: demoCompany,
      branch: owner,
      branchContactId: contact.id,
    };
  return undefined;
}

/** The demo server, in the browser: every diner call answers from the demo data. */
/** The demo diner as the sign-in calls answer it. */
const signedInCustomer = {
  optIn: true,
  addressesRegistered: [],
  name: demoCustomer.name,
  phone: demoCustomer.phone,
  loyaltyPointsBalance: demoCustomer.pointsBalance,
};

export const dinerHandlers = [
  methods.GET(pathOf(calls.getAliasInfo), ({ params }) => {
    const info = aliasInfo(String(params.alias));
    return info ? HttpResponse.json(info) : notFound('Alias');
  }),
  mockCall(calls.getCompany, { state: 'success', body: demoCompany }),
  mockCall(calls.getCompanyBranches, {
    state: 'success',
    body: { branches: demoBranches.slice(0, BRANCH_PAGE_SIZE), hasMore: false, total: demoBranches.length },
  }),
  methods.GET(pathOf(calls.getBranch), ({ params }) => {
    const branch = demoBranches.find((b) => b.id === params.branchId);
    return branch ? HttpResponse.json(branch) : notFound('Sucursal');
  }),
  mockCall(calls.listBranchContacts, {
    state: 'success',
    body: (params, url) => {
      // Measured from the diner's point when the query has one, as the server does.
      const lat = Number(url.searchParams.get('lat') ?? Number.NaN);
      const lng = Number(url.searchParams.get('lng') ?? Number.NaN);
      const from = Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
      return {
        branchContacts: demoBranchContacts
          .filter((bc) => bc.branch.id === params.branchId)
          .map((bc) => demoBranchContactView(bc, from ? distanceMetres(from, bc.position) : undefined))
          .sort(nearestFirst),
        hasMore: false,
      };
    },
  }),
  methods.GET(pathOf(calls.getBranchContact), ({ params }) => {
    const contact = demoBranchContacts.find((bc) => bc.id === params.id);
    return contact ? HttpResponse.json(demoBranchContactView(contact)) : notFound('Local');
  }),
  mockCall(calls.getBranchOrderModes, {
    state: 'success',
    body: (params) => {
      const modes = demoBranchContacts
        .filter((bc) => bc.branch.id === params.branchId)
        .flatMap((bc) => demoBranchContactView(bc).deliveryConfig.orderModes);
      return [...new Map(modes.map((m) => [m.type, m])).values()];
    },
  }),
  methods.GET(pathOf(calls.getMenu), ({ params }) => {
    const menu = demoMenuView(String(params.branchContactAlias), String(params.orderModeId));
    return menu ? HttpResponse.json(menu) : notFound('Menú');
  }),
  mockCall(calls.getMenuHashes, {
    state: 'success',
    body: (params, url) => {
      const contact = demoBranchContacts.find((bc) => bc.alias === params.alias);
      const ids = url.searchParams.getAll('orderModeId');
      return {
        menuHashes: (contact?.orderModes ?? [])
          .filter((m) => ids.includes(m.id))
          .map((m) => ({ orderModeId: m.id, hash: demoMenuHash(m.menuId) })),
      };
    },
  }),
  mockCall(calls.getIndicators, { state: 'success', body: demoIndicators }),
  mockCall(calls.getMenuCustomizations, {
    state: 'success',
    body: (params) =>
      demoCustomizations.filter((c) => c.branchId === params.branchId).map(({ branchId: _b, ...c }) => c),
  }),
  mockCall(calls.getFileUrl, {
    state: 'success',
    body: (params) => ({ url: demoFiles.find((f) => f.id === params.id)?.url ?? '' }),
  }),
  mockCall(calls.getFees, { state: 'success', body: (params) => feesOf(params.id) }),
  mockCall(calls.getGeneralDiscounts, {
    state: 'success',
    body: (params) => ({ generalDiscounts: modeOf(params.id)?.generalDiscounts ?? [] }),
  }),
  mockCall(calls.getGeneralSurcharges, {
    state: 'success',
    body: (params) => ({ generalSurcharges: modeOf(params.id)?.generalSurcharges ?? [] }),
  }),
  mockCall(calls.getSchedule, {
    state: 'success',
    body: (params) => modeOf(params.orderModeId)?.schedules.flatMap((s) => s.scheduleConfigs) ?? [],
  }),
  mockCall(calls.getDeliveryFee, {
    state: 'success',
    body: {
      inZone: true,
      zoneId: 'zone-palermo-cerca',
      fee: 150_000,
      cashFee: 180_000,
      minimumOrder: 500_000,
      freeDeliveryFrom: 3_000_000,
      couriersAvailable: true,
      cashCouriersAvailable: true,
    },
  }),
  mockCall(calls.getLoyaltyProgram, {
    state: 'success',
    body: (params) => {
      const program = demoLoyaltyPrograms.find((p) => p.branchId === params.id);
      if (!program) return {};
      const { branchId: _b, ...rest } = program;
      return rest;
    },
  }),
  mockCall(calls.getLoyaltyReward, {
    state: 'success',
    body: (params) => {
      const reward = demoLoyaltyRewards.find((r) => r.branchId === params.id);
      return reward ? { ...reward, done: false } : {};
    },
  }),
  mockCall(calls.getOrderingCustomer, {
    state: 'success',
    body: {
      optIn: true,
      addressesRegistered: [...demoCustomer.addresses],
      name: demoCustomer.name,
      phone: demoCustomer.phone,
      loyaltyPointsBalance: demoCustomer.pointsBalance,
    },
  }),
  mockCall(calls.getLoyaltyHistory, {
    state: 'success',
    body: {
      history: demoCustomer.history.map((entry, index, all) => ({
        orderCode: entry.orderCode,
        createdAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
        amount: entry.amount,
        postBalance: all.slice(0, index + 1).reduce((sum, e) => sum + e.amount, 0),
      })),
      hasMore: false,
    },
  }),
  mockCall(calls.getDinerOrders, { state: 'success', body: { dinerOrders: { orders: [], hasMore: false } } }),
  mockCall(calls.getSurvey, {
    state: 'success',
    body: (params) => {
      const survey = demoSurveys.find((s) => s.branchContactId === params.branchContactId) ?? demoSurveys[0];
      if (!survey) throw new Error('no demo survey');
      const { branchContactId: _b, ...rest } = survey;
      return rest;
    },
  }),
  mockCall(calls.getSurveyState, { state: 'success', body: { orderHasResponse: false } }),
  mockCall(calls.submitSurvey, { state: 'success', body: { saved: true } }),
  mockCall(calls.getOrder, {
    state: 'success',
    body: (params) => ({ ...demoOrder, code: params.orderCode ?? demoOrder.code }),
  }),
  mockCall(calls.getOrderShipments, { state: 'success', body: { shipments: [] } }),
  mockCall(calls.reorderOrder, { state: 'success', body: demoReorder }),
  mockCall(calls.createOrder, { state: 'success', body: { data: demoOrder } }),
  mockCall(calls.validateCodeDiscount, {
    state: 'success',
    body: {
      code: 'BIENVENIDA',
      id: 'code-bienvenida',
      type: 'PERCENT',
      value: 10,
      minimumOrderAmount: 1_000_000,
      maximumDiscountAmount: 500_000,
      firstTimeUse: false,
      limitedUsage: false,
    },
  }),
  mockCall(calls.sendSignInCode, { state: 'success', body: { sent: true, expiresInSeconds: 300, codeLength: 6 } }),
  mockCall(calls.verifySignIn, { state: 'success', body: { customer: signedInCustomer } }),
  mockCall(calls.getDinerSession, { state: 'success', body: {} }),
  mockCall(calls.signOutDiner, { state: 'success', body: undefined as never }),
  mockCall(calls.claimLoyaltyReward, { state: 'success', body: { claimed: true } }),
  mockCall(calls.saveAbandonedCart, { state: 'success', body: { saved: true } }),
  mockCall(calls.cancelAbandonedCart, { state: 'success', body: { canceled: true } }),
  mockCall(calls.getRecoveryCart, { state: 'error', status: 404, message: 'Carrito no encontrado' }),
  mockCall(calls.logDinerError, { state: 'success', body: undefined as never }),
  mockCall(analyticsCalls.collectAnalyticsEvents, { state: 'success', body: undefined as never }),
  mockCall(calls.getEntityIndicators, { state: 'success', body: demoIndicators.slice(0, 2) }),
  mockCall(calls.getCountry, { state: 'success', body: (params) => countryOf(params.country) }),
  mockCall(calls.getBranchDiscounts, {
    state: 'success',
    body: {
      discounts: palermoMenu.categories.flatMap((category) =>
        category.plates.flatMap((plate) => (plate.discount ? [{ plateId: plate.id, discount: plate.discount }] : [])),
      ),
    },
  }),
  mockCall(calls.getExternalBenefits, { state: 'success', body: { generalDiscounts: [] } }),
  mockCall(calls.createCardToken, {
    state: 'success',
    body: { token: 'tok_sandbox_approved_demo', paymentMethodId: 'visa', lastFourDigits: '4242' },
  }),
  mockCall(calls.payOrder, { state: 'success', body: { status: 'APPROVED', message: paymentMessages.approved } }),
  mockCall(calls.createPaymentUrl, {
    state: 'success',
    body: { url: '/api/payments/sandbox/checkout/demo', token: 'demo' },
  }),
  mockCall(calls.transbankCallback, {
    state: 'success',
    body: { status: 'APPROVED', message: paymentMessages.approved },
  }),
  mockCall(calls.updateOrderDetails, { state: 'success', body: demoOrder }),
  mockCall(calls.reportOrderError, {
    state: 'success',
    body: { ...demoOrder, orderError: { errorType: 'MISSING_ITEMS', reportedAt: '2026-11-21T23:40:00.000Z' } },
  }),
  mockCall(calls.searchAddresses, {
    state: 'success',
    body: (_params, url) => ({ places: placesMatching(url.searchParams.get('q') ?? '') }),
  }),
  mockCall(calls.reverseGeocode, {
    state: 'success',
    body: (_params, url) => ({
      places: demoPlaces
        .filter((place) => place.match === 'exact')
        .slice(0, 1)
        .map((place) => ({
          ...place,
          lat: Number(url.searchParams.get('lat')),
          lng: Number(url.searchParams.get('lng')),
        })),
    }),
  }),
  mockCall(calls.getNearVenues, {
    state: 'success',
    body: {
      commerces: demoBranchContacts.map((bc, i) => ({
        branchContact: {
          alias: bc.alias,
          name: bc.name,
          address: { street: bc.address.street, number: bc.address.number, city: bc.address.city },
          distanceInMeters: 600 + i * 1500,
        },
      })),
      hasMore: false,
    },
  }),
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The demo places whose label holds the first word typed (the server's gazetteer reads much more). */
function placesMatching(text: string) {
  const word = fold(text)
    .split(/[^a-z0-9]+/)
    .find((part) => part.length >= 3 && !/^\d+$/.test(part));
  return word ? demoPlaces.filter((place) => fold(place.label).includes(word)) : [];
}

function modeOf(id: string | undefined) {
  return demoBranchContacts.flatMap((bc) => bc.orderModes).find((m) => m.id === id);
}

function feesOf(id: string | undefined) {
  const mode = modeOf(id);
  return { userFee: mode?.userFee ?? 0, percentageUserFee: mode?.percentageUserFee ?? 0 };
}
