/**
 * The demo fleet: one own-fleet rider of Palermo Centro (seeded by the server, off shift), and
 * shipments, a stack and a tracking object in the contract's shapes for the mocks and stories.
 * Shipments themselves are never seeded: the server creates them from accepted delivery orders.
 */
import type { ShipmentStackOutput } from '../schemas/logistics.ts';
import type { ShipmentOutput } from '../schemas/shipment.ts';
import type { TrackingOutput } from '../schemas/tracking.ts';
import { demoBranchContacts } from './data.ts';

/** The demo rider. The phone is typed as '11 5555-0100' on the rider page; the security code is '2468'. */
export const demoRider = {
  id: 'rider-demo-palermo',
  branchContactId: 'bc-palermo-centro',
  name: 'Lucas Fernández',
  phone: '+541155550100',
  /** Plain only in the demo data: the server stores its scrypt hash. */
  securityCode: '2468',
  active: false,
  /** The demo venue has approved its rider already. */
  approved: true,
} as const;

const palermo = demoBranchContacts[0];
if (palermo?.id !== demoRider.branchContactId) throw new Error('the demo rider belongs to palermo-centro');
const pickup = {
  name: palermo.name,
  address: `${palermo.address.street} ${palermo.address.number}, ${palermo.address.city}`,
  position: palermo.position,
};

const shipment = (
  id: string,
  orderCode: string,
  minutesAgo: number,
  customer: ShipmentOutput['customer'],
  extra: Partial<ShipmentOutput> = {},
): ShipmentOutput => {
  const at = new Date(Date.UTC(2026, 10, 21, 23, 30) - minutesAgo * 60_000).toISOString();
  return {
    id,
    status: 'LOOKING_FOR_DRIVER',
    createdAt: at,
    updatedAt: at,
    stackingOrder: 0,
    logisticsOrder: { id: `order-${id}`, code: orderCode, branchContactAlias: palermo.alias },
    returnShipment: false,
    customer,
    pickup,
    ...extra,
  };
};

/** Offered to riders (the shipment list). */
export const demoShipments: ShipmentOutput[] = [
  shipment('shp-demo-1', 'K7Q2M-9XPTA', 12, {
    name: '',
    address: 'Gorriti 4700, 1414, Buenos Aires, CABA',
    position: { lat: -34.5881, lng: -58.4282 },
  }),
  shipment('shp-demo-2', 'H3WZ8-4RDNB', 7, {
    name: '',
    address: 'Thames 1850, 1414, Buenos Aires, CABA',
    position: { lat: -34.5869, lng: -58.4268 },
  }),
];

/** Held by the demo rider on the way to the customer: the customer card shows. */
export const demoShipmentOnRoute: ShipmentOutput = shipment(
  'shp-demo-3',
  'P9XK2-7MQTC',
  25,
  {
    name: 'Juana Pérez',
    phone: '+541155550002',
    address: 'Gorriti 4700, 1414, Buenos Aires, CABA',
    position: { lat: -34.5881, lng: -58.4282 },
  },
  {
    status: 'ON_ROUTE_TO_DROPOFF',
    rider: {
      id: demoRider.id,
      name: demoRider.name,
      phone: demoRider.phone,
      lastPosition: { lat: -34.5878, lng: -58.4295 },
      minETA: 1,
      maxETA: 11,
    },
  },
);

/** A two-drop stack offered to riders; the second drop is a return shipment. */
export const demoStack: ShipmentStackOutput = {
  id: 'stk-demo-1',
  code: 'M-4KQ7TZ',
  status: 'LOOKING_FOR_DRIVER',
  createdAt: '2026-11-21T23:20:00.000Z',
  updatedAt: '2026-11-21T23:20:00.000Z',
  branchContactAlias: palermo.alias,
  shipments: [
    shipment(
      'shp-demo-4',
      'T2VX9-3KMQA',
      10,
      { name: '', address: 'Malabia 1720, Buenos Aires', position: { lat: -34.5896, lng: -58.4266 } },
      { status: 'STACKING', stackingOrder: 1, stackId: 'stk-demo-1' },
    ),
    shipment(
      'shp-demo-5',
      'Z8MD4-6QRTW',
      10,
      { name: '', address: 'Armenia 1550, Buenos Aires', position: { lat: -34.5882, lng: -58.4301 } },
      { status: 'STACKING', stackingOrder: 2, returnShipment: true, stackId: 'stk-demo-1' },
    ),
  ],
};

/** The customer tracking object of `demoShipmentOnRoute`. */
export const demoTracking: TrackingOutput = {
  id: 'order-shp-demo-3',
  orderCode: 'P9XK2-7MQTC',
  shipmentId: 'shp-demo-3',
  status: 'ON_ROUTE_TO_DROPOFF',
  shipmentDate: demoShipmentOnRoute.createdAt,
  timeZone: 'America/Argentina/Buenos_Aires',
  branch: { name: palermo.name, alias: palermo.alias, address: pickup.address, position: palermo.position },
  destination: { address: 'Gorriti 4700, 1414, Buenos Aires, CABA', position: { lat: -34.5881, lng: -58.4282 } },
  securityCode: '4821',
  rider: { name: demoRider.name, phone: demoRider.phone, lastLocation: { lat: -34.5878, lng: -58.4295 } },
  minETA: 1,
  maxETA: 11,
  updatedAt: demoShipmentOnRoute.updatedAt,
};
