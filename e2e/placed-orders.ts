/** Orders placed through the API for the suites that start after the order (follow-up, survey). */
import { randomUUID } from 'node:crypto';
import { type CreateOrderInput, toWireCartItem } from '@comanda/api';
import { palermoMenu } from '@comanda/api/demo';
import { buildCartItem } from '@comanda/domain/plate';
import { type APIRequestContext, expect } from '@playwright/test';

const STAFF = { Authorization: 'Bearer dev-staff-token' };

function flanLine() {
  const postres = palermoMenu.categories.find((category) => category.id === 'cat-postres');
  const flan = postres?.plates.find((plate) => plate.id === 'plate-flan');
  if (!postres || !flan) throw new Error('the demo menu has no flan');
  const built = buildCartItem(
    flan,
    { sizeId: 'size-flan', quantity: 1, notes: '', garnishes: [] },
    { categoryShowName: postres.showName },
  );
  if (!built.ok) throw new Error(built.message);
  return toWireCartItem(built.item);
}

/** A take-away order of 1 flan ($ 4.200) at Palermo Centro, paid in cash or by card. */
export async function createOrder(
  request: APIRequestContext,
  payment: 'cash' | 'card' = 'cash',
  phone = '11 5555-0002',
) {
  const body: CreateOrderInput = {
    idempotencyKey: `e2e-after-order-${randomUUID()}`,
    items: [flanLine()],
    type: 'TAKE_AWAY',
    price: 420_000,
    phone,
    customerName: 'Juana Pérez',
    orderModeId: 'om-pc-takeaway',
    paymentType: payment === 'cash' ? 'pt-cash' : 'pt-card',
    branchContact: 'bc-palermo-centro',
    ...(payment === 'cash' ? { paysWith: 500_000 } : {}),
  };
  const response = await request.post('/api/order', { data: body });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { data } = (await response.json()) as { data: { code: string; id: string; accessToken: string } };
  return data;
}

export async function setStatus(request: APIRequestContext, code: string, status: string) {
  const response = await request.put(`/api/staff/orders/${encodeURIComponent(code)}/status`, {
    headers: STAFF,
    data: { status },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The venue delivers the order: only then is it rated. */
export async function deliver(request: APIRequestContext, code: string) {
  for (const status of ['ACCEPTED', 'READY', 'DELIVERED']) await setStatus(request, code, status);
}
