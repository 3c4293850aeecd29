/** Builds request bodies the way the storefront does: cart lines from the menu with the domain's plate rules. */
import { type CartItemInput, type CreateOrderInput, type PlateOutput, toWireCartItem } from '@comanda/api';
import { palermoMenu } from '@comanda/api/demo';
import { buildCartItem, initialPlateForm, type PlateForm } from '@comanda/domain/plate';
import type { ApiCallers } from './harness.ts';

const plates = new Map<string, { plate: PlateOutput; categoryShowName: string }>(
  palermoMenu.categories.flatMap((category) =>
    category.plates.map((plate) => [plate.id, { plate, categoryShowName: category.showName }] as const),
  ),
);

export function cartLine(
  plateId: string,
  choices: {
    sizeId?: string;
    quantity?: number;
    notes?: string;
    garnishes?: { groupId: string; garnishId: string; quantity?: number }[];
  } = {},
): CartItemInput {
  const found = plates.get(plateId);
  if (!found) throw new Error(`no plate ${plateId} in the demo menu`);
  const form: PlateForm = {
    ...initialPlateForm(found.plate),
    ...(choices.sizeId ? { sizeId: choices.sizeId } : {}),
    quantity: choices.quantity ?? 1,
    notes: choices.notes ?? '',
    garnishes: (choices.garnishes ?? []).map((g) => ({ ...g, quantity: g.quantity ?? 1 })),
  };
  const built = buildCartItem(found.plate, form, { categoryShowName: found.categoryShowName });
  if (!built.ok) throw new Error(built.message);
  return toWireCartItem(built.item);
}

/** Inside the Palermo Centro delivery zone. */
export const palermoAddress = {
  direccion: 'Gorriti 4700',
  city: 'Buenos Aires',
  province: 'CABA',
  postalCode: '1414',
  formatted_address: 'Gorriti 4700, 1414, Buenos Aires, CABA',
  lat: -34.5881,
  lng: -58.4282,
};

let keys = 0;
export function orderBody(
  overrides: Partial<CreateOrderInput> & Pick<CreateOrderInput, 'items' | 'price'>,
): CreateOrderInput {
  keys += 1;
  return {
    idempotencyKey: `test-${Date.now()}-${keys}-${Math.random().toString(36).slice(2)}`,
    type: 'DELIVERY',
    paymentType: 'pt-cash',
    branchContact: 'bc-palermo-centro',
    orderModeId: 'om-pc-delivery',
    phone: '11 5555-0002',
    customerName: 'Juana Pérez',
    destination: palermoAddress,
    ...overrides,
  };
}

/**
 * Posts `body` at the price the server computes: a first try with another idempotency key and a
 * wrong price is answered 409 with the right one, as the storefront's reconciliation reads it.
 */
export async function sendPriced(server: ApiCallers, body: CreateOrderInput): Promise<Response> {
  const quote = await server.send('POST', '/api/order', {
    ...body,
    idempotencyKey: `${body.idempotencyKey}-q`,
    price: 0,
  });
  const { price } = (await quote.json()) as { price?: number };
  if (price === undefined) throw new Error(`the server did not answer the price (${quote.status})`);
  return server.send('POST', '/api/order', { ...body, price });
}
