/** Response fixtures that are not straight demo data: a placed order in the follow-up's shape. */
import type { GeocodedPlaceOutput } from '../schemas/geocode.ts';
import type { OrderOutput } from '../schemas/order.ts';

export const demoOrder: OrderOutput = {
  id: 'order-demo-1',
  code: 'K7Q2M-9XPTA',
  type: 'DELIVERY',
  status: 'ACCEPTED',
  paymentType: { id: 'pt-cash', showName: 'Efectivo', paymentMethod: 'CASH', online: false },
  paymentStatus: 'PENDING',
  orderedAt: '2026-11-21T23:10:00.000Z',
  scheduled: false,
  items: [
    {
      id: 'order-demo-1-1',
      name: 'Hamburguesa clásica',
      quantity: 2,
      accPrice: 2_060_000,
      extras: [
        { groupName: 'Punto de cocción', multipleSelection: false, groupItems: [{ name: 'A punto', quantity: 1 }] },
        { groupName: 'Extras', multipleSelection: true, groupItems: [{ name: 'Cheddar', quantity: 1 }] },
      ],
    },
    {
      id: 'order-demo-1-2',
      name: 'Flan casero con dulce de leche',
      quantity: 1,
      notes: 'Con mucho dulce',
      accPrice: 420_000,
      extras: [],
    },
  ],
  surcharges: [],
  discounts: [{ name: 'Cupón de Descuento - BIENVENIDA', amount: 248_000 }],
  itemsPrice: 2_480_000,
  deliveryFee: 180_000,
  userServiceFee: 79_600,
  total: 2_491_600,
  paysWith: 3_000_000,
  destination: { direccion: 'Gorriti 4700', city: 'Buenos Aires', formatted_address: 'Gorriti 4700, Buenos Aires' },
  customerName: 'Juana Pérez',
  phone: '+541155550002',
  branchContact: {
    id: 'bc-palermo-centro',
    alias: 'palermo-centro',
    name: 'Sabores Palermo Centro',
    callPhone: '+541148001234',
    whatsAppPhone: '+5491148001234',
  },
  loyalty: { redeemedPoints: 0, gainedPoints: 223 },
};

const palermo = {
  locality: 'Palermo',
  city: 'Buenos Aires',
  province: 'Ciudad Autónoma de Buenos Aires',
  postalCode: 'C1414',
  country: 'ar',
} as const;

/** Places the server's demo gazetteer finds, for stories of the address search. */
export const demoPlaces: GeocodedPlaceOutput[] = [
  {
    id: 'gazetteer:0.3:4700',
    label: 'Gorriti 4700',
    description: 'Palermo, Buenos Aires',
    match: 'exact',
    street: 'Gorriti',
    number: '4700',
    ...palermo,
    lat: -34.589171,
    lng: -58.430397,
  },
  {
    id: 'gazetteer:0.4:4800',
    label: 'Honduras 4800',
    description: 'Palermo, Buenos Aires',
    match: 'exact',
    street: 'Honduras',
    number: '4800',
    ...palermo,
    lat: -34.5875,
    lng: -58.4305,
  },
  {
    id: 'gazetteer:0.13:3800',
    label: 'Av. Santa Fe 3800',
    description: 'Palermo, Buenos Aires',
    match: 'exact',
    street: 'Av. Santa Fe',
    number: '3800',
    ...palermo,
    lat: -34.583512,
    lng: -58.410492,
  },
  {
    id: 'gazetteer:0.4:',
    label: 'Honduras',
    description: 'Palermo, Buenos Aires',
    match: 'partial',
    street: 'Honduras',
    number: null,
    ...palermo,
    lat: -34.588268,
    lng: -58.42943,
  },
];
