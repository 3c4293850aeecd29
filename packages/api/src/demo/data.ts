/**
 * The demo world: what `npm start` seeds into an empty database and what the MSW mocks answer.
 * Aliases and codes here are documented in the README and used by the e2e tests.
 */
import type {
  BranchContactOutput,
  BranchOutput,
  CompanyOutput,
  MenuCustomizationOutput,
  OrderModeOutput,
  PaymentTypeOutput,
} from '../schemas/catalog.ts';
import type { LoyaltyProgramOutput } from '../schemas/customer.ts';
import type { CodeDiscountInfoOutput } from '../schemas/order-writes.ts';
import type { SurveyOutput } from '../schemas/survey.ts';
import { belgranoMenu, type DemoMenuContent, palermoMenu, palermoSalonMenu } from './menus.ts';
import { ars } from './money.ts';

export const demoCompany: CompanyOutput = { id: 'co-sabores', alias: 'sabores', name: 'Sabores' };

const look = {
  social: { instagram: 'https://instagram.com/sabores', facebook: 'https://facebook.com/sabores' },
  withCustomBackgroundLogo: false,
  withCustomBannerLogo: false,
  customLogoURL: '/api/diner/files/logo-sabores.svg',
  askForLocation: true,
};

export const demoBranches: BranchOutput[] = [
  {
    id: 'br-palermo',
    name: 'Sabores Palermo',
    alias: 'sabores-palermo',
    companyId: demoCompany.id,
    country: 'ar',
    timeZone: 'America/Argentina/Buenos_Aires',
    ...look,
    customMessage: 'Cocina abierta todos los días.',
    generalConfig: {
      colorConfig: { lightMainColor: '#C2410C', darkMainColor: '#FB923C', colorModeType: 'LIGHT' },
      menuConfig: { plateDetailInModal: true, platesInMainView: true, modeFromHash: true },
    },
  },
  {
    id: 'br-belgrano',
    name: 'Sabores Belgrano',
    alias: 'sabores-belgrano',
    companyId: demoCompany.id,
    country: 'ar',
    timeZone: 'America/Argentina/Buenos_Aires',
    ...look,
    // Belgrano's header also draws its logo as a background band (diner §3 withCustomBackgroundLogo).
    withCustomBackgroundLogo: true,
    // Demo marketing ids (diner §3 Branch): the Belgrano pages load the Meta pixel and the Google
    // tag, and their CSP allows those vendors; Palermo has none and keeps the strict policy.
    fbPixelId: '100200300400500',
    googleAnalyticsId: 'G-COMANDA123',
    // The built-in support chat (diner §1): the header's chat button opens it, with no outside service.
    supportChat: { provider: 'comanda' },
    generalConfig: {
      colorConfig: { lightMainColor: '#1B7F4B', darkMainColor: '#4CC38A', colorModeType: 'LIGHT' },
      menuConfig: { plateDetailInModal: false, platesInMainView: true, modeFromHash: false },
    },
  },
  {
    // A store whose commercial terms are blocked: its pages show a status screen, never a menu.
    id: 'br-recoleta',
    name: 'Sabores Recoleta',
    alias: 'sabores-recoleta',
    companyId: demoCompany.id,
    country: 'ar',
    timeZone: 'America/Argentina/Buenos_Aires',
    ...look,
    generalConfig: {
      colorConfig: { lightMainColor: '#7C3AED', darkMainColor: '#A78BFA', colorModeType: 'LIGHT' },
      menuConfig: { plateDetailInModal: true, platesInMainView: true, modeFromHash: false },
    },
  },
];

const cash: PaymentTypeOutput = {
  id: 'pt-cash',
  paymentMethod: 'CASH',
  showName: 'Efectivo',
  active: true,
  upload: 'APP',
};
/** Card charged through the provider after the order exists (token first, then order, then payment). */
const card: PaymentTypeOutput = {
  id: 'pt-card',
  paymentMethod: 'ONLINE_CARD',
  showName: 'Tarjeta de crédito o débito',
  active: true,
  upload: 'API',
  onlinePayment: { paymentMethod: 'CARD', providerName: 'sandbox' },
};
/** Bank transfer, paid to the venue outside the app. */
const transfer: PaymentTypeOutput = {
  id: 'pt-transfer',
  paymentMethod: 'TRANSFER',
  showName: 'Transferencia',
  active: true,
  upload: 'APP',
};
/** Payment link: the diner pays on the provider's page and comes back with token_ws. */
const paymentLink: PaymentTypeOutput = {
  id: 'pt-link',
  paymentMethod: 'ONLINE_CARD',
  showName: 'Pago con link',
  active: true,
  upload: 'APP',
  onlinePayment: { paymentMethod: 'LINK', providerName: 'transbank-sandbox' },
};

const everyDay = (startAt: string, endAt: string) =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((dayOfWeek) => ({
    dayOfWeek,
    workingHours: [{ startAt, endAt }],
  }));

/** Dinner service that runs past midnight: the early hours belong to the previous day. */
const norteHours = (['TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((dayOfWeek) => ({
  dayOfWeek,
  workingHours: [
    { startAt: '12:00', endAt: '15:00' },
    { startAt: '20:00', endAt: '01:00' },
  ],
}));

/** The dining room's own hours: lunch and dinner, every day (the store itself never closes). */
const salonHours = (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map(
  (dayOfWeek) => ({
    dayOfWeek,
    workingHours: [
      { startAt: '12:00', endAt: '16:00' },
      { startAt: '20:00', endAt: '00:00' },
    ],
  }),
);

const halfHours = (from: number, to: number) => {
  const times: string[] = [];
  for (let minutes = from * 60; minutes <= to * 60; minutes += 30) {
    times.push(`${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
};

const norteSchedule = [
  {
    scheduleConfigs: [
      {
        schedulerDaysInfo: norteHours.map(({ dayOfWeek }) => ({
          dayOfWeek,
          availableHours: [...halfHours(12, 14.5), ...halfHours(20, 23.5), '00:00', '00:30'],
        })),
      },
    ],
  },
];

export interface DemoOrderMode extends OrderModeOutput {
  readonly menuId: DemoMenuId;
  readonly userFee: number;
  readonly percentageUserFee: number;
  readonly generalDiscounts: { id: string; name: string; type: 'PERCENT' | 'FIXED'; value: number }[];
  readonly generalSurcharges: { id: string; name: string; type: 'PERCENT' | 'FIXED'; value: number }[];
}

const mode = (
  input: Partial<DemoOrderMode> & Pick<DemoOrderMode, 'id' | 'type' | 'showName' | 'menuId'>,
): DemoOrderMode => ({
  active: true,
  orderEnabled: true,
  useSchedule: false,
  availability: 'now',
  paymentTypes: [cash],
  schedules: [],
  userFee: 0,
  percentageUserFee: 0,
  generalDiscounts: [],
  generalSurcharges: [],
  ...input,
});

export const demoMenus = {
  'menu-palermo': palermoMenu,
  'menu-palermo-salon': palermoSalonMenu,
  'menu-belgrano': belgranoMenu,
} as const satisfies Record<string, DemoMenuContent>;
export type DemoMenuId = keyof typeof demoMenus;
export const demoMenuBranch: Record<DemoMenuId, string> = {
  'menu-palermo': 'br-palermo',
  'menu-palermo-salon': 'br-palermo',
  'menu-belgrano': 'br-belgrano',
};

export interface DemoDeliveryZone {
  readonly id: string;
  readonly name: string;
  /** [lng, lat] ring, closed. */
  readonly polygon: [number, number][][];
  readonly fee: number;
  readonly cashFee: number;
  readonly minimumOrder: number;
  readonly freeDeliveryFrom?: number;
  readonly couriersAvailable: boolean;
  readonly cashCouriersAvailable: boolean;
}

const square = (lat: number, lng: number, half: number): [number, number][][] => [
  [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ],
];

export interface DemoBranchContact extends Omit<BranchContactOutput, 'deliveryConfig' | 'distance'> {
  readonly ownFleet: boolean;
  readonly workingDays: BranchContactOutput['deliveryConfig']['workingDays'];
  readonly betweenStreetsRequired: boolean;
  readonly npsAvg?: number;
  readonly npsEnabled: boolean;
  readonly orderModes: DemoOrderMode[];
  readonly deliveryZones: DemoDeliveryZone[];
}

export const demoBranchContacts: DemoBranchContact[] = [
  {
    id: 'bc-palermo-centro',
    alias: 'palermo-centro',
    name: 'Sabores Palermo Centro',
    branch: { id: 'br-palermo', alias: 'sabores-palermo', name: 'Sabores Palermo' },
    address: {
      street: 'Honduras',
      number: '4800',
      zone: 'Palermo Soho',
      locality: 'Palermo',
      city: 'Buenos Aires',
      country: 'Argentina',
    },
    position: { lat: -34.5875, lng: -58.4305 },
    callPhone: '+541148001234',
    whatsAppPhone: '+5491148001234',
    mandatoryPhone: false,
    mandatoryName: false,
    mandatoryEmail: false,
    reachableByDelivery: true,
    ordersConsoleActive: true,
    commercialTermsInfo: { blocked: false },
    ownFleet: true,
    workingDays: everyDay('00:00', '00:00'),
    betweenStreetsRequired: false,
    npsAvg: 4.6,
    npsEnabled: true,
    orderModes: [
      mode({
        id: 'om-pc-delivery',
        type: 'DELIVERY',
        showName: 'Delivery',
        menuId: 'menu-palermo',
        paymentTypes: [cash, card, paymentLink],
        minDelayInMinutes: 30,
        maxDelayInMinutes: 50,
        userFee: ars(300),
        percentageUserFee: 2,
      }),
      mode({
        id: 'om-pc-takeaway',
        type: 'TAKE_AWAY',
        showName: 'Take away',
        menuId: 'menu-palermo',
        paymentTypes: [cash, card, paymentLink],
        minDelayInMinutes: 15,
        maxDelayInMinutes: 25,
      }),
      mode({
        id: 'om-pc-table',
        type: 'TABLE',
        showName: 'En el salón',
        menuId: 'menu-palermo-salon',
        paymentTypes: [cash, card],
        schedules: [{ scheduleConfigs: [{ schedulerDaysInfo: [], workingDays: salonHours }] }],
        generalSurcharges: [{ id: 'sur-cubierto', name: 'Servicio de mesa', type: 'FIXED', value: ars(800) }],
      }),
      mode({
        id: 'om-pc-self',
        type: 'SELF_SERVICE',
        showName: 'Retiro en mostrador',
        menuId: 'menu-palermo-salon',
        paymentTypes: [cash, card],
        generalDiscounts: [{ id: 'gd-mostrador', name: 'Descuento mostrador', type: 'PERCENT', value: 5 }],
      }),
    ],
    deliveryZones: [
      {
        id: 'zone-palermo-cerca',
        name: 'Palermo',
        polygon: square(-34.5875, -58.4305, 0.02),
        fee: ars(1500),
        cashFee: ars(1800),
        minimumOrder: ars(5000),
        freeDeliveryFrom: ars(30000),
        couriersAvailable: true,
        cashCouriersAvailable: true,
      },
    ],
  },
  {
    id: 'bc-palermo-norte',
    alias: 'palermo-norte',
    name: 'Sabores Palermo Norte',
    branch: { id: 'br-palermo', alias: 'sabores-palermo', name: 'Sabores Palermo' },
    address: {
      street: 'Av. Santa Fe',
      number: '3800',
      zone: 'Palermo Chico',
      locality: 'Palermo',
      city: 'Buenos Aires',
      country: 'Argentina',
    },
    position: { lat: -34.5835, lng: -58.4105 },
    callPhone: '+541148005678',
    whatsAppPhone: '+5491148005678',
    mandatoryPhone: false,
    mandatoryName: false,
    mandatoryEmail: false,
    reachableByDelivery: true,
    ordersConsoleActive: false,
    commercialTermsInfo: { blocked: false },
    ownFleet: false,
    workingDays: norteHours,
    betweenStreetsRequired: true,
    npsAvg: 3.8,
    npsEnabled: true,
    orderModes: [
      mode({
        id: 'om-pn-delivery',
        type: 'DELIVERY',
        showName: 'Delivery',
        menuId: 'menu-palermo',
        // No courier of its zone takes cash: a cash payment moves to the transfer.
        paymentTypes: [cash, transfer],
        useSchedule: true,
        availability: 'all',
        schedules: norteSchedule,
        minDelayInMinutes: 45,
        maxDelayInMinutes: 60,
      }),
      mode({
        id: 'om-pn-takeaway',
        type: 'TAKE_AWAY',
        showName: 'Take away',
        menuId: 'menu-palermo',
        // No orders console here: a payment link travels inside the order text sent to the venue.
        paymentTypes: [cash, paymentLink],
        useSchedule: true,
        availability: 'all',
        schedules: norteSchedule,
      }),
    ],
    deliveryZones: [
      {
        id: 'zone-palermo-norte',
        name: 'Palermo Norte',
        polygon: square(-34.5835, -58.4105, 0.015),
        fee: ars(1200),
        cashFee: ars(1200),
        minimumOrder: ars(8000),
        couriersAvailable: true,
        cashCouriersAvailable: false,
      },
    ],
  },
  {
    id: 'bc-belgrano',
    alias: 'belgrano',
    name: 'Sabores Belgrano',
    branch: { id: 'br-belgrano', alias: 'sabores-belgrano', name: 'Sabores Belgrano' },
    address: {
      street: 'Av. Cabildo',
      number: '2200',
      zone: 'Belgrano',
      locality: 'Belgrano',
      city: 'Buenos Aires',
      country: 'Argentina',
    },
    position: { lat: -34.5615, lng: -58.4565 },
    callPhone: '+541147801111',
    whatsAppPhone: '+5491147801111',
    mandatoryPhone: true,
    mandatoryName: true,
    mandatoryEmail: true,
    reachableByDelivery: false,
    ordersConsoleActive: true,
    commercialTermsInfo: { blocked: false },
    ownFleet: false,
    // Open all day, like Palermo Centro: its forced contact fields can be tried at any hour.
    workingDays: everyDay('00:00', '00:00'),
    betweenStreetsRequired: false,
    npsEnabled: false,
    orderModes: [
      mode({
        id: 'om-bel-takeaway',
        type: 'TAKE_AWAY',
        showName: 'Take away',
        menuId: 'menu-belgrano',
        paymentTypes: [cash, card],
      }),
    ],
    deliveryZones: [],
  },
  {
    id: 'bc-recoleta',
    alias: 'recoleta',
    name: 'Sabores Recoleta',
    branch: { id: 'br-recoleta', alias: 'sabores-recoleta', name: 'Sabores Recoleta' },
    address: {
      street: 'Av. Callao',
      number: '1800',
      zone: 'Recoleta',
      locality: 'Recoleta',
      city: 'Buenos Aires',
      country: 'Argentina',
    },
    position: { lat: -34.5925, lng: -58.3935 },
    callPhone: '+541148111111',
    mandatoryPhone: false,
    mandatoryName: false,
    mandatoryEmail: false,
    reachableByDelivery: false,
    ordersConsoleActive: true,
    commercialTermsInfo: { blocked: true },
    ownFleet: false,
    workingDays: everyDay('00:00', '00:00'),
    betweenStreetsRequired: false,
    npsEnabled: false,
    orderModes: [],
    deliveryZones: [],
  },
];

export const demoLoyaltyPrograms: (LoyaltyProgramOutput & { branchId: string })[] = [
  {
    branchId: 'br-palermo',
    name: 'Puntos Sabores',
    active: true,
    orderPercentage: 10,
    minRedeemedPoints: 100,
    maxRedeemedPoints: 5000,
    maxRedeemedPercentage: 50,
    supportsDiscounts: true,
    branchContactIds: ['bc-palermo-centro'],
  },
];

export interface DemoLoyaltyPartner {
  /** The partner's name in `/api/external-benefits/{partner}` and on the order. */
  readonly name: string;
  /** The venues with an agreement with the partner: its users' benefits apply only there. */
  readonly branchContactIds: readonly string[];
  readonly members: readonly {
    readonly externalUserId: string;
    /** The bearer token the partner gives its member (a sandbox credential, like a test card). */
    readonly token: string;
    readonly benefits: readonly {
      id: string;
      name: string;
      type: 'PERCENT' | 'FIXED';
      value: number;
      externalBenefitType: string;
    }[];
  }[];
}

/**
 * The sandbox loyalty partner: its member arrives at a venue with an agreement through a link
 * such as `/menu/palermo-centro/delivery?partner=club-beneficios&externalUserId=socio-1001&token=…`.
 */
export const demoLoyaltyPartners: DemoLoyaltyPartner[] = [
  {
    name: 'club-beneficios',
    branchContactIds: ['bc-palermo-centro', 'bc-palermo-norte'],
    members: [
      {
        externalUserId: 'socio-1001',
        token: 'club-beneficios-sandbox-socio-1001',
        benefits: [
          {
            id: 'club-beneficios-15',
            name: 'Beneficio Club Beneficios 15%',
            type: 'PERCENT',
            value: 15,
            externalBenefitType: 'CLUB_BENEFICIOS',
          },
        ],
      },
    ],
  },
];

export const demoLoyaltyRewards = [
  { id: 'reward-bienvenida', branchId: 'br-palermo', branchContactId: 'bc-palermo-centro', amount: 200, active: true },
  // A one-store branch's link with a campaign goes straight to its store, whose page offers this.
  { id: 'reward-belgrano', branchId: 'br-belgrano', branchContactId: 'bc-belgrano', amount: 150, active: true },
];

export interface DemoDiscountCode extends Omit<CodeDiscountInfoOutput, 'plate' | 'category'> {
  readonly branchId: string;
  readonly plate?: { id: string; showName: string };
  readonly category?: { id: string; showName: string };
}

export const demoDiscountCodes: DemoDiscountCode[] = [
  {
    id: 'code-bienvenida',
    branchId: 'br-palermo',
    code: 'BIENVENIDA',
    type: 'PERCENT',
    value: 10,
    minimumOrderAmount: ars(10000),
    maximumDiscountAmount: ars(5000),
    firstTimeUse: false,
    limitedUsage: false,
  },
  {
    id: 'code-enviogratis',
    branchId: 'br-palermo',
    code: 'ENVIOGRATIS',
    type: 'DELIVERY_FEE',
    value: 100,
    firstTimeUse: false,
    limitedUsage: false,
  },
  {
    id: 'code-relampago',
    branchId: 'br-palermo',
    code: 'RELAMPAGO',
    type: 'FIXED',
    value: ars(2000),
    minimumOrderAmount: ars(6000),
    firstTimeUse: false,
    limitedUsage: true,
  },
  {
    id: 'code-pizzero',
    branchId: 'br-palermo',
    code: 'PIZZERO',
    type: 'PERCENT',
    value: 20,
    category: { id: 'cat-pizzas', showName: 'Pizzas' },
    firstTimeUse: false,
    limitedUsage: false,
  },
  {
    id: 'code-belgrano',
    branchId: 'br-belgrano',
    code: 'BELGRANO10',
    type: 'PERCENT',
    value: 10,
    firstTimeUse: true,
    limitedUsage: false,
  },
];

/** A diner the demo knows: signs in with this phone and has points to redeem. */
export const demoCustomer = {
  id: 'cust-lucia',
  branchId: 'br-palermo',
  phone: '+541155550001',
  name: 'Lucía Fernández',
  email: 'lucia@example.com',
  optIn: true,
  addresses: ['Gorriti 4700, Buenos Aires'],
  pointsBalance: 1200,
  history: [
    { orderCode: 'DEMO-0001', daysAgo: 30, amount: 800 },
    { orderCode: 'DEMO-0002', daysAgo: 12, amount: -300 },
    { orderCode: 'DEMO-0003', daysAgo: 5, amount: 700 },
  ],
} as const;

export const demoCustomizations: (MenuCustomizationOutput & { branchId: string })[] = [
  {
    id: 'mc-banner',
    branchId: 'br-palermo',
    resource: 'PROMOTIONAL_BANNER',
    commands: JSON.stringify({ text: 'Envío gratis en pedidos desde $ 30.000', orderModeType: 'ALL' }),
  },
  { id: 'mc-document', branchId: 'br-palermo', resource: 'DOCUMENT_LABEL', commands: JSON.stringify({ label: 'DNI' }) },
  {
    id: 'mc-notes',
    branchId: 'br-palermo',
    resource: 'NOTES_LIMIT',
    commands: JSON.stringify({
      orderNotesLimit: 250,
      hasOrderNotesLimit: true,
      itemNotesLimit: 250,
      hasItemNotesLimit: true,
    }),
  },
  {
    id: 'mc-complex',
    branchId: 'br-palermo',
    resource: 'COMPLEX_ADDRESS',
    commands: JSON.stringify({ branchContactIds: ['bc-palermo-norte'] }),
  },
  {
    id: 'mc-redirect',
    branchId: 'br-belgrano',
    resource: 'REDIRECT_ACTION',
    commands: JSON.stringify({ action: 'INVALID_CODE', url: '/menu/belgrano' }),
  },
];

const surveyFor = (branchContactId: string): SurveyOutput & { branchContactId: string } => ({
  id: `survey-${branchContactId}`,
  branchContactId,
  active: true,
  questions: [
    {
      id: `${branchContactId}-q-nps`,
      title: '¿Cómo calificarías tu pedido?',
      type: 'rating',
      questionOrder: 1,
      mandatory: true,
      priority: false,
      questionType: 'GENERAL_NPS',
      questionReasons: [],
    },
    {
      id: `${branchContactId}-q-reasons`,
      title: '¿Qué podríamos mejorar?',
      subTitle: 'Elegí todas las que correspondan',
      type: 'multiselect',
      questionOrder: 2,
      mandatory: false,
      priority: false,
      questionType: 'REASONS',
      questionReasons: [
        { id: 'reason-time', reason: 'Tiempo de entrega' },
        { id: 'reason-temp', reason: 'Temperatura de la comida' },
        { id: 'reason-missing', reason: 'Faltaron productos' },
        { id: 'reason-taste', reason: 'Sabor' },
      ],
    },
    {
      id: `${branchContactId}-q-comment`,
      title: 'Dejanos un comentario',
      type: 'text',
      questionOrder: 3,
      mandatory: false,
      priority: false,
      questionType: 'OTHER',
      questionReasons: [],
    },
    {
      id: `${branchContactId}-q-again`,
      title: '¿Volverías a pedirnos?',
      subTitle: 'Tu respuesta envía la encuesta',
      type: 'rating',
      questionOrder: 4,
      mandatory: false,
      priority: true,
      questionType: 'OTHER',
      questionReasons: [],
    },
  ],
});

export const demoSurveys = demoBranchContacts.map((bc) => surveyFor(bc.id));

/** Demo image files: served by the server from its own assets, so nothing is fetched from outside. */
export const demoFiles = [
  'file-cat-pizzas',
  'file-cat-hamburguesas',
  'file-plate-muzzarella',
  'file-plate-napolitana',
  'file-plate-clasica',
  'file-plate-doble',
].map((id) => ({ id, url: `api/diner/files/${id}.svg` }));
