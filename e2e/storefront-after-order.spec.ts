/**
 * After the order (follow-up §2–§8): the follow-up page of orders created through the API, the
 * staff moving them, reporting an error, paying a pending card order, the survey and the guide.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver, withoutDocumentAnswers } from './document-answers.ts';
import { createOrder, deliver, setStatus } from './placed-orders.ts';

const ALIAS = 'palermo-centro';

type PlacedOrder = { readonly code: string; readonly accessToken?: string };
/** A page of the order with the access token its diner's links carry (the checkout leads to the follow-up so). */
const orderPage = (path: string, order: PlacedOrder, flags: Record<string, string> = {}) =>
  `${path}/${encodeURIComponent(order.code)}?${new URLSearchParams({ ...(order.accessToken ? { access: order.accessToken } : {}), ...flags })}`;
const followUp = (order: PlacedOrder, flags?: Record<string, string>) =>
  orderPage(`/menu/${ALIAS}/order`, order, flags);
const surveyPage = (order: PlacedOrder, flags?: Record<string, string>) =>
  orderPage(`/encuesta/${ALIAS}`, order, flags);
const tracker = (page: Page) => page.getByRole('region', { name: 'Estado del pedido' });

test('the follow-up page shows the order, follows the staff and reports an error', async ({ page, request }) => {
  // The phone of a customer of the branch (the demo's Lucía): the order earns points.
  const order = await createOrder(request, 'cash', '11 5555-0001');
  const { code } = order;
  await page.goto(followUp(order));

  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`Pedido ${code}`));
  await expect(page.getByText('Retiro en el local')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Efectivo' })).toBeVisible();
  await expect(tracker(page).getByRole('listitem')).toHaveCount(4);
  const detail = page.getByRole('table', { name: 'Detalle del pedido' });
  await expect(detail.getByText('Flan casero con dulce de leche')).toBeVisible();
  await expect(page.getByText('Nombre', { exact: true })).toBeVisible();
  await expect(page.getByText('Juana Pérez')).toBeVisible();
  await expect(page.getByText(/Programado para/)).toHaveCount(0);

  // The points the order earns at Palermo Centro, in the loyalty info.
  await page.getByRole('button', { name: 'Mis Puntos Sabores' }).click();
  const points = page.getByRole('dialog', { name: 'Mis Puntos Sabores' });
  await expect(points.getByText('Canjeados')).toBeVisible();
  await expect(points.locator('dd')).toHaveText(['0', '420']);
  await expectNoAxeViolations(page);
  await points.getByRole('button', { name: 'Entendido' }).click();
  await expect(points).toBeHidden();
  await expect(detail.getByRole('row', { name: /Total/ })).toContainText('4.200');
  await expect(page.getByRole('link', { name: 'Contactar al local' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${encodeURIComponent(code)}`),
  );
  await expectNoAxeViolations(page);

  await setStatus(request, code, 'ACCEPTED');
  await page.reload();
  await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Aceptado');

  await page.getByRole('button', { name: 'Reportar error' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar error' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirmar' });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByRole('radio', { name: 'Faltaron productos' }).check();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Recibimos tu reporte')).toBeVisible();
  // The page now says what was reported.
  await expect(page.getByRole('note')).toHaveText(
    'Reportaste un problema: Faltaron productos. El local ya fue avisado.',
  );

  // Someone with the order code alone sees the order's progress, but may report nothing.
  await page.goto(followUp({ code }));
  await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Aceptado');
  await expect(page.getByRole('button', { name: 'Reportar error' })).toHaveCount(0);
  await page.goto(followUp(order));

  await setStatus(request, code, 'CANCELED');
  await page.reload();
  await expect(tracker(page).getByRole('listitem').last()).toContainText('Cancelado');
  await expect(page.getByRole('link', { name: 'Cancelar pedido' })).toHaveCount(0);
});

test('open_follow_up_support=true opens the chat with a query about the order', async ({ page, request }) => {
  const order = await createOrder(request);
  await page.goto(followUp(order, { open_follow_up_support: 'true' }));
  const dialog = page.getByRole('dialog', { name: 'Contactar al local' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Abrir chat' })).toHaveAttribute(
    'href',
    new RegExp(
      `^https://wa\\.me/\\d+\\?text=${encodeURIComponent('Hola, tengo una consulta sobre mi pedido ')}${order.code}$`,
    ),
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${order.code}` })).toBeVisible();
});

test('a pending card order is paid from the follow-up page', async ({ page, request }) => {
  const order = await createOrder(request, 'card');
  await page.goto(followUp(order));

  await expect(tracker(page).getByText('Pendiente de pago')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contactar al local' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pagar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Completa los datos de tu tarjeta' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(dialog.getByText('Debe completar correctamente los campos de su tarjeta')).toBeVisible();

  await dialog.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Nombre del titular').fill('Juana Pérez');
  await dialog.getByLabel('Vencimiento (MM/AA)').fill('12/39');
  await dialog.getByLabel('Código de seguridad').fill('123');
  await dialog.getByLabel('Documento').fill('30123456');
  await dialog.getByRole('button', { name: 'Pagar' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Pago aprobado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pagar' })).toHaveCount(0);
  await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Recibido');
  await expectNoAxeViolations(page);
});

test('coming back from the payment link confirms the payment once and drops token_ws', async ({ page, request }) => {
  const order = await createOrder(request, 'card');
  const { code } = order;
  const link = await request.post('/api/paymenturl', {
    data: { code, branchContactId: 'bc-palermo-centro', amount: 420_000 },
  });
  expect(link.ok(), await link.text()).toBe(true);
  const { url } = (await link.json()) as { url: string };

  await page.goto(followUp(order, { token_ws: 'not-a-token' }));
  await expect(
    page.getByText('Tuvimos un problema al generar el pago de tu pedido. Por favor intente nuevamente más tarde.'),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/token_ws/);

  await page.goto(url);
  await page.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(page.getByText('Pago aprobado')).toBeVisible();
  await expect(page).not.toHaveURL(/token_ws/);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();
  await expect(tracker(page).locator('[aria-current="step"]')).toContainText('Recibido');
  await expectNoAxeViolations(page);
});

const generalRating = (page: Page) => page.getByRole('radiogroup', { name: /¿Cómo calificarías tu pedido\?/ });

test('the survey waits for the delivery, then is answered once, then thanks', async ({ page, request }) => {
  const order = await createOrder(request);
  await page.goto(surveyPage(order, { surveyGeneralNPSAnswer: '4' }));
  await expect(page.getByText('Podrás calificar tu pedido cuando te lo entreguen')).toBeVisible();
  await expectNoAxeViolations(page);

  await deliver(request, order.code);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();
  await expect(page).toHaveTitle(/Califica tu pedido/);
  await expect(generalRating(page).getByRole('radio', { name: '4 estrellas' })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: 'Sabor' }).check();
  await page.getByRole('textbox', { name: 'Dejanos un comentario' }).fill('Muy rico');
  await page.getByRole('button', { name: 'Calificar mi pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' })).toBeVisible();
});

test('a priority answer with the mandatory rating still open says why the survey was not sent', async ({
  page,
  request,
}) => {
  const order = await createOrder(request);
  await deliver(request, order.code);
  await page.goto(surveyPage(order));
  await expect(page.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();

  // The priority question sends the survey when answered; the general rating is still missing.
  const again = page.getByRole('radiogroup', { name: '¿Volverías a pedirnos?' });
  await again.getByRole('radio', { name: '4 estrellas' }).check();
  await expect(page.getByRole('alert')).toHaveText('La pregunta ¿Cómo calificarías tu pedido? es obligatoria');
  await expect(page.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();
  await expectNoAxeViolations(page);
  const state = await request.get(`/api/survey/order/${encodeURIComponent(order.code)}`);
  expect(((await state.json()) as { orderHasResponse: boolean }).orderHasResponse).toBe(false);

  // By keyboard: the general rating, then the button; both answers are sent.
  await generalRating(page).getByRole('radio', { name: '1 estrella' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(generalRating(page).getByRole('radio', { name: '5 estrellas' })).toBeChecked();
  await page.getByRole('button', { name: 'Calificar mi pedido' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' })).toBeVisible();
});

test('a survey already answered elsewhere ends on the thanks view (409)', async ({ page, request }) => {
  const order = await createOrder(request, 'cash');
  await deliver(request, order.code);
  await page.goto(surveyPage(order));
  await expect(page.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();

  const answered = await request.post(`/api/survey/${encodeURIComponent(order.code)}?access=${order.accessToken}`, {
    data: [
      {
        questionTitle: '¿Cómo calificarías tu pedido?',
        answer: '5',
        surveyId: 'survey-bc-palermo-centro',
        questionId: 'bc-palermo-centro-q-nps',
        mandatory: true,
        dinerOrderId: order.id,
        questionType: 'GENERAL_NPS',
        priority: false,
      },
    ],
  });
  expect(answered.ok(), await answered.text()).toBe(true);

  await page.getByRole('button', { name: 'Calificar mi pedido' }).click();
  await expect(page.getByText('La pregunta ¿Cómo calificarías tu pedido? es obligatoria')).toBeVisible();
  await page.waitForTimeout(1600);
  await generalRating(page).getByRole('radio', { name: '5 estrellas' }).check();
  await page.getByRole('button', { name: 'Calificar mi pedido' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu calificación!' })).toBeVisible();
});

test('query flags: showPWA offers the app, refreshAfterUpdate reloads once; unknown orders get an error screen', async ({
  page,
  request,
}) => {
  const order = await createOrder(request);
  const { code } = order;
  const install = page.getByRole('dialog', { name: 'La próxima vez puedes pedir desde nuestra App' });
  await page.goto(followUp(order, { showPWA: 'true' }));
  await expect(install).toBeVisible();
  await expectNoAxeViolations(page);
  await install.getByRole('button', { name: 'Cerrar' }).click();
  await expect(install).toBeHidden();
  // Apart from the dialog: on a busy machine its checks can outlast the 5 s before the reload.
  await page.goto(followUp(order, { refreshAfterUpdate: 'true' }));
  await expect(page).not.toHaveURL(/refreshAfterUpdate/, { timeout: 8000 });
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${code}` })).toBeVisible();

  await page.goto(followUp({ code: 'NO-EXISTE' }));
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos tu pedido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver al Menú' })).toHaveAttribute('href', `/menu/${ALIAS}`);
  await expectNoAxeViolations(page);
});

test.describe('the venue guide', () => {
  test.use({ geolocation: { latitude: -34.5885, longitude: -58.4295 }, permissions: ['geolocation'] });

  test('lists the demo venues near the diner with km and links to their menus', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Comanda' })).toBeVisible();
    await expect(page).toHaveTitle(/Comanda/);
    const list = page.getByRole('list', { name: 'Locales cercanos' });
    const first = list.getByRole('link').first();
    await expect(first).toContainText('Sabores Palermo Centro');
    await expect(first).toContainText(/\d+(,\d)? km/);
    await expect(first).toHaveAttribute('href', '/menu/palermo-centro');
    await expect(list.getByRole('link', { name: /Belgrano/ })).toHaveAttribute('href', /^\/menu\/[a-z0-9-]+$/);
    await expectNoAxeViolations(page);

    const search = page.getByRole('textbox', { name: 'Código de búsqueda' });
    await search.fill('belgrano');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(list.getByRole('link', { name: /Palermo/ })).toHaveCount(0);
    await expect(list.getByRole('link')).not.toHaveCount(0);

    await search.fill('COMANDA');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('Actualizamos la lista de locales')).toBeVisible();
    await expect(list.getByRole('link').first()).toContainText('Sabores Palermo Centro');
    await expect(list.getByRole('link', { name: /Belgrano/ })).not.toHaveCount(0);
  });
});

test("a guide read that fails shows the server's message as a toast", async ({ page }) => {
  await page.route('**/api/menu/near', (route) =>
    route.fulfill({
      status: 503,
      json: { error: 'unavailable', message: 'La guía no está disponible en este momento' },
    }),
  );
  await page.goto('/');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'La guía no está disponible en este momento' }).first(),
  ).toBeVisible();
});

test('without the location the guide lists the venues near the centre, says so with the list, and nothing moves', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Layout shifts of the whole load, read at the end (CLS without the diner's input).
    (window as unknown as { shifts: number[] }).shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number[] }).shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByText('Mostramos locales cerca del centro de Buenos Aires.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Locales cercanos' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Usar mi ubicación' }).last()).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});

test("an unknown order code at a store with a follow-up redirect goes to the store's page, unless invalidCustomRedirect=true", async ({
  page,
}) => {
  await page.goto('/menu/belgrano/order/NO-EXISTE');
  await expect(page).toHaveURL(/\/menu\/belgrano$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Belgrano' })).toBeVisible();

  await page.goto('/menu/belgrano/order/NO-EXISTE?invalidCustomRedirect=true');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos tu pedido' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/NO-EXISTE\?invalidCustomRedirect=true$/);
  await expectNoAxeViolations(page);
});

/** The diner log's report of a failed call whose path matches `path` (follow-up §8 "Logged only"). */
const loggedFailure = (page: Page, path: RegExp) =>
  page.waitForRequest(
    (request) => request.url().endsWith('/api/diner/log') && path.test((request.postData() ?? '').split('\n')[0] ?? ''),
  );

test('a survey that cannot be read or sent is only logged: no error is shown', async ({ page, request }) => {
  const order = await createOrder(request);
  await deliver(request, order.code);
  const answers = `/api/survey/${encodeURIComponent(order.code)}`;
  await page.route(
    (url) => url.pathname === answers,
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'caído' } })
        : route.fallback(),
  );
  await page.goto(surveyPage(order, { surveyGeneralNPSAnswer: '5' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();
  const sendLogged = loggedFailure(page, /^POST \/api\/survey\/:orderCode failed \(500\)/);
  await page.getByRole('button', { name: 'Calificar mi pedido' }).click();
  await sendLogged;
  // The form stays as it was, with nothing telling the diner.
  await expect(page.getByRole('heading', { level: 1, name: 'Califica tu pedido' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Gracias por tu calificación!' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  // The survey itself unreadable (the page's document answers nothing, so the page reads it).
  await withoutDocumentAnswers(page);
  await page.route('**/api/survey/bc-palermo-centro', (route) =>
    route.fulfill({ status: 500, json: { message: 'caído' } }),
  );
  const readLogged = loggedFailure(page, /^GET \/api\/survey\/:branchContactId failed \(500\)/);
  await page.reload();
  await readLogged;
  await expect(page.getByText(/error/i)).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
});

test('the follow-up page reads the order again whenever it becomes visible again', async ({ page, request }) => {
  // Delivered: the page no longer polls it, so a read is the page becoming visible.
  const order = await createOrder(request);
  await deliver(request, order.code);
  const reads: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.method() === 'GET' && pathname === `/api/diner/${ALIAS}/order/${encodeURIComponent(order.code)}`)
      reads.push(pathname);
  });
  await page.goto(followUp(order));
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${order.code}` })).toBeVisible();
  await appHasTakenOver(page);
  // SWR ignores a page becoming visible within 5 s of the read mounting (its focus throttle), and
  // the read is fresh then: wait past it, and past the reads' deduplication window.
  await page.waitForTimeout(5500);
  const before = reads.length;
  await page.waitForTimeout(1000);
  expect(reads.length).toBe(before);

  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await setVisibility('visible');
  await expect.poll(() => reads.length).toBe(before + 1);
  await expect(page.getByRole('heading', { level: 1, name: `Pedido ${order.code}` })).toBeVisible();
});
