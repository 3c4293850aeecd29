/**
 * What the logistics e2e suites share: delivery orders accepted by staff (or placed through the
 * storefront), stacks made by staff, riders on shift, and the ways a rider works the screens: a
 * thumb's taps and slides, or the keyboard alone.
 */
import { type CartItemInput, toWireCartItem } from '@comanda/api';
import { palermoMenu } from '@comanda/api/demo';
import { buildCartItem, initialPlateForm } from '@comanda/domain/plate';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { addJuicyBurger } from './storefront-steps.ts';

export const ALIAS = 'palermo-centro';
export const STAFF = { Authorization: 'Bearer dev-staff-token' };

/** 1 Hamburguesa clásica, 'A punto' + Cheddar, as the storefront builds it (apps/server/test/orders.test.ts). */
function burgerWithCheddar(): CartItemInput {
  const category = palermoMenu.categories.find((c) => c.plates.some((p) => p.id === 'plate-clasica'));
  const plate = category?.plates.find((p) => p.id === 'plate-clasica');
  if (!category || !plate) throw new Error('no Hamburguesa clásica in the demo menu');
  const built = buildCartItem(
    plate,
    {
      ...initialPlateForm(plate),
      quantity: 1,
      notes: '',
      garnishes: [
        { groupId: 'group-punto', garnishId: 'garnish-a-punto', quantity: 1 },
        { groupId: 'group-extras', garnishId: 'garnish-cheddar', quantity: 1 },
      ],
    },
    { categoryShowName: category.showName },
  );
  if (!built.ok) throw new Error(built.message);
  return toWireCartItem(built.item);
}

export interface Recipient {
  readonly customerName: string;
  /** Street and number, as the customer typed it. */
  readonly street: string;
  readonly lat: number;
  readonly lng: number;
}

export const GORRITI: Recipient = { customerName: 'Juana Pérez', street: 'Gorriti 4700', lat: -34.5881, lng: -58.4282 };

/** The drop-off address the rider reads for a recipient. */
export const dropAddress = (to: Recipient) => `${to.street}, 1414, Buenos Aires, CABA`;

/** A cash delivery order at Palermo Centro, accepted by staff: its shipment is looking for a driver. */
export async function acceptedDeliveryOrder(
  request: APIRequestContext,
  to: Recipient = GORRITI,
): Promise<{ code: string; shipmentId: string; accessToken: string }> {
  const created = await request.post('/api/order', {
    data: {
      idempotencyKey: `e2e-logistics-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      type: 'DELIVERY',
      paymentType: 'pt-cash',
      branchContact: 'bc-palermo-centro',
      orderModeId: 'om-pc-delivery',
      phone: '11 5555-0002',
      customerName: to.customerName,
      destination: {
        direccion: to.street,
        city: 'Buenos Aires',
        province: 'CABA',
        postalCode: '1414',
        formatted_address: dropAddress(to),
        lat: to.lat,
        lng: to.lng,
      },
      items: [burgerWithCheddar()],
      // 1030000 + service fee 50600 + cash delivery 180000.
      price: 1_260_600,
      paysWith: 2_000_000,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { code: string; accessToken: string } };
  const accepted = await request.put(`/api/staff/orders/${encodeURIComponent(data.code)}/status`, {
    headers: STAFF,
    data: { status: 'ACCEPTED' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const staffOrder = (await accepted.json()) as { shipment?: { id: string } };
  if (!staffOrder.shipment) throw new Error('no shipment after acceptance');
  return { code: data.code, shipmentId: staffOrder.shipment.id, accessToken: data.accessToken };
}

/**
 * The follow-up page the checkout leaves the diner on, with the order's access token: the secret
 * the creation answer gives the diner's browser (the checkout's own journey is in
 * storefront-checkout.spec.ts).
 */
export const followUpPath = (order: { code: string; accessToken: string }) =>
  `/menu/${ALIAS}/order/${encodeURIComponent(order.code)}?access=${order.accessToken}`;

/** The tracking link of the diner's follow-up page ('Seguir mi pedido'), read on that page in `page`. */
export async function trackingLinkOf(page: Page, order: { code: string; accessToken: string }): Promise<string> {
  await page.goto(followUpPath(order));
  const link = page.getByRole('link', { name: 'Seguir mi pedido' });
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  if (!href) throw new Error('the follow-up page links to no tracking page');
  return href;
}

/** Staff stacks shipments still looking for a driver, in this order: the stack is offered to riders. */
export async function staffStack(
  request: APIRequestContext,
  shipments: readonly { shipmentId: string; returnShipment?: boolean }[],
): Promise<{ id: string; code: string }> {
  const response = await request.post('/api/staff/stacks', {
    headers: STAFF,
    data: { branchContact: ALIAS, shipments },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; code: string };
}

/** A fresh Argentine mobile, as a rider types it. */
export const newPhone = () =>
  `11 4${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}-${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** Staff approve a registered rider, as the venue does through the staff API (`pnpm staff approve`). */
export async function approveRider(request: APIRequestContext, riderId: string) {
  const response = await request.put(`/api/staff/riders/${encodeURIComponent(riderId)}/approval`, {
    headers: STAFF,
    data: { approved: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A new rider on shift in the page's browser (the API sets the rider cookie in the page's context,
 * as the sign-in page's call does), approved by staff. The sign-in screens themselves are covered
 * in logistics.spec.ts.
 */
export async function riderOnShift(page: Page, name: string, branchContactId = 'bc-palermo-centro') {
  const phone = newPhone();
  const response = await page.request.post('/api/rider/createwithcode', {
    data: {
      name,
      phone,
      securityCode: '432187',
      active: true,
      riderUser: { branchContact: { id: branchContactId } },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { rider } = (await response.json()) as { rider: { id: string } };
  await approveRider(page.request, rider.id);
  return { ...rider, phone };
}

/** Axe once any toast has finished fading in (mid-animation colours are not what a person reads). */
export async function checkA11y(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'),
  );
  await expectNoAxeViolations(page);
}

/** Records `navigator.vibrate` calls in `window.vibrations`. */
export async function recordVibrations(page: Page) {
  await page.addInitScript(() => {
    const recorded: number[][] = [];
    (window as unknown as { vibrations: number[][] }).vibrations = recorded;
    navigator.vibrate = ((pattern: number | Iterable<number>) => {
      recorded.push(typeof pattern === 'number' ? [pattern] : [...pattern]);
      return true;
    }) as Navigator['vibrate'];
  });
}

export const vibrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { vibrations: number[][] }).vibrations);

/** Drags the slider's thumb across its track with the mouse, in steps the slider counts (< 20). */
export async function dragToConfirm(page: Page, thumb: Locator) {
  const thumbBox = await thumb.boundingBox();
  const track = page.locator('[data-slot="slide-to-confirm-track"]');
  const trackBox = await track.boundingBox();
  if (!thumbBox || !trackBox) throw new Error('the slider is not on screen');
  const y = thumbBox.y + thumbBox.height / 2;
  const startX = thumbBox.x + thumbBox.width / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(trackBox.x + trackBox.width, y, { steps: 25 });
  await page.mouse.up();
}

/** The keyboard path: each Right arrow moves the thumb 15, the sixth press confirms. */
export async function keyboardConfirm(thumb: Locator) {
  await thumb.focus();
  for (let press = 0; press < 6; press += 1) await thumb.press('ArrowRight');
}

/**
 * The delivery code the customer's tracking page shows for an order (the tracking object's
 * `securityCode`), for journeys whose customers do not each open a browser.
 */
export async function customersCode(
  request: APIRequestContext,
  order: { code: string; accessToken: string },
): Promise<string> {
  const response = await request.get(
    `/api/logisticsorder/tracking/${ALIAS}/${encodeURIComponent(order.code)}?access=${order.accessToken}`,
  );
  const { securityCode } = (await response.json()) as { securityCode?: string };
  if (!securityCode) throw new Error(`no delivery code on the tracking page of ${order.code}`);
  return securityCode;
}

/** At the drop-off: the rider types the customer's code, then slides 'Entregado' with the keyboard. */
export async function deliverWithCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Clave de entrega' }).fill(code);
  await keyboardConfirm(page.getByRole('slider', { name: 'Entregado' }));
}

/** A code of four digits that is not `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/**
 * Slides the thumb across the track with a finger: touch events through the DevTools protocol,
 * which Chromium turns into the pointer events a phone sends.
 */
export async function thumbToConfirm(page: Page, thumb: Locator) {
  const thumbBox = await thumb.boundingBox();
  const trackBox = await page.locator('[data-slot="slide-to-confirm-track"]').boundingBox();
  if (!thumbBox || !trackBox) throw new Error('the slider is not on screen');
  const y = thumbBox.y + thumbBox.height / 2;
  const startX = thumbBox.x + thumbBox.width / 2;
  const endX = trackBox.x + trackBox.width;
  const touch = await page.context().newCDPSession(page);
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: startX, y }] });
  const steps = 25;
  for (let step = 1; step <= steps; step += 1) {
    const x = startX + ((endX - startX) * step) / steps;
    await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await touch.detach();
}

/** The diner orders a burger for delivery to Gorriti 4700 through the storefront's screens; answers the order code. */
export async function orderThroughTheStorefront(diner: Page): Promise<string> {
  await diner.goto(`/menu/${ALIAS}/delivery`);
  await expect(diner.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();
  await appHasTakenOver(diner);
  await addJuicyBurger(diner);
  await diner.getByText('Ver mi pedido').first().click();
  await diner.getByRole('link', { name: 'Continuar' }).click();
  await expect(diner.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();

  await diner.getByRole('button', { name: 'Ingresar dirección' }).click();
  const where = diner.getByRole('dialog', { name: '¿Dónde estás?' });
  await where.getByRole('tab', { name: 'Mi ubicación' }).click();
  await where.getByRole('combobox', { name: 'Buscar dirección' }).pressSequentially('gorriti 4700');
  await where.getByRole('option', { name: /^Gorriti 4700/ }).click();
  await where.getByRole('button', { name: 'CONTINUAR' }).click();
  await expect(where).toBeHidden();
  await diner.getByLabel('Nombre', { exact: true }).fill('Juana Pérez');
  await diner.getByRole('textbox', { name: 'Teléfono' }).fill('11 5555-0002');
  await diner.getByLabel('¿Con cuánto abonás?').fill('20000');
  await diner.getByRole('button', { name: /^Confirmar pedido/ }).click();
  await expect(diner).toHaveURL(new RegExp(`/menu/${ALIAS}/order/[0-9A-Z-]+`));
  return decodeURIComponent(new URL(diner.url()).pathname.split('/').at(-1) ?? '');
}

/**
 * From the diner's follow-up page: 'Seguir mi pedido', then the delivery code the tracking page's
 * modal shares ('Comparte la clave {code}'), read off the screen; the modal is closed.
 */
export async function codeOnTheTrackingPage(diner: Page): Promise<string> {
  await diner.getByRole('link', { name: 'Seguir mi pedido' }).click();
  const codeModal = diner.getByRole('dialog', { name: 'Clave de entrega' });
  await appHasTakenOver(diner);
  const shared = codeModal.getByText(/^Comparte la clave \d{4}$/);
  await expect(shared).toBeVisible();
  const code = (await shared.textContent())?.slice(-4) ?? '';
  await codeModal.getByRole('button', { name: 'Continuar' }).click();
  await expect(codeModal).toBeHidden();
  return code;
}

/** Staff approve the pending rider registered with `phone`, as the venue does through the staff API. */
export async function approveRiderByPhone(request: APIRequestContext, phone: string) {
  const pending = await request.get(`/api/staff/riders?branchContact=${ALIAS}&status=PENDING`, { headers: STAFF });
  const { riders } = (await pending.json()) as { riders: { id: string; phone: string }[] };
  const registered = riders.find((rider) => rider.phone.endsWith(phone.replace(/\D/g, '').slice(-8)));
  if (!registered) throw new Error(`no pending rider with phone ${phone} in the staff list`);
  await approveRider(request, registered.id);
}

/** How a rider works the screens: a thumb (taps, slides, the on-screen keyboard) or the keyboard alone. */
export type Hands = 'thumb' | 'keyboard';

/**
 * The rider's moves with `hands`. With the keyboard every control is reached with Tab from where
 * focus is, never by pointing at it: a control Tab cannot reach fails the journey.
 */
export function riderHands(page: Page, hands: Hands) {
  let tabPresses = 0;
  async function reach(target: Locator) {
    await expect(target).toBeVisible();
    for (let press = 0; press < 60; press += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
      tabPresses += 1;
    }
    throw new Error('Tab does not reach the control');
  }
  return {
    /** How many times Tab was pressed so far (none with a thumb). */
    get tabPresses() {
      return tabPresses;
    },
    /** A button or a link: tapped, or reached with Tab and pressed with Enter. */
    async press(target: Locator) {
      if (hands === 'thumb') return target.tap();
      await reach(target);
      await page.keyboard.press('Enter');
    },
    /** A field: what it holds is replaced by `text`. */
    async type(field: Locator, text: string) {
      if (hands === 'thumb') {
        await field.tap();
        // The caret lands where the thumb did: clear on both sides of it.
        const length = (await field.inputValue()).length;
        for (let press = 0; press < length; press += 1) await page.keyboard.press('Backspace');
        for (let press = 0; press < length; press += 1) await page.keyboard.press('Delete');
      } else {
        await reach(field);
        await page.keyboard.press('ControlOrMeta+A');
      }
      await page.keyboard.type(text);
    },
    /** The slide-to-confirm control: slid across with a finger, or six Right arrows (15 each). */
    async slide(slider: Locator) {
      if (hands === 'thumb') return thumbToConfirm(page, slider);
      await reach(slider);
      for (let press = 0; press < 6; press += 1) await page.keyboard.press('ArrowRight');
    },
  };
}
