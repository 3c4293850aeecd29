/**
 * Live pages never go blank (follow-up §4 "Tracking", §8): while the API fails for a while, the
 * tracking page and the order follow-up page keep the last state they read, log 'Error al
 * refrescar los datos:', and follow the order again once the API is back, with no reload.
 */
import { expect, type Page, test } from '@playwright/test';
import { appHasTakenOver, withoutDocumentAnswers } from './document-answers.ts';
import { ALIAS, acceptedDeliveryOrder, followUpPath, STAFF, trackingLinkOf } from './logistics-fixtures.ts';

const REFRESH_FAILED = 'Error al refrescar los datos:';

/** Console errors of the page, as a person debugging it reads them. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Records every moment the page shows none of the texts (an observer sees each change of the
 * document, not a few samples of it).
 */
async function watchNeverBlank(page: Page, texts: readonly string[]) {
  await page.evaluate((shown) => {
    const state = { blank: [] as string[] };
    Object.assign(window, { __blankWatch: state });
    new MutationObserver(() => {
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the hidden text.
      const text = document.body.innerText;
      if (!shown.some((expected) => text.includes(expected))) state.blank.push(document.body.innerHTML.slice(0, 500));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, texts);
  return () => page.evaluate(() => (window as unknown as { __blankWatch: { blank: string[] } }).__blankWatch.blank);
}

/**
 * Follow-up §8 "The tracking page shows no other user-facing error messages": every failure of
 * the page is logged only, so the messages it may show a person are none. Records, from now on,
 * every alert, assertive announcement or toast the page shows, and any shown text that reads as
 * an error, with what it said.
 */
async function watchErrorMessages(page: Page) {
  await page.evaluate(() => {
    const state = { shown: [] as string[] };
    Object.assign(window, { __errorWatch: state });
    const errorText = /error|fall(ó|o)|no (pudimos|se pudo|encontr)|intent(a|á)|inválid|denegado|expirado/i;
    const record = () => {
      const messages = document.querySelectorAll(
        '[role="alert"], [role="alertdialog"], [aria-live="assertive"], [data-slot="toaster"] li',
      );
      for (const message of messages) {
        // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the hidden text.
        const text = (message as HTMLElement).innerText.trim();
        if (text && !state.shown.includes(text)) state.shown.push(text);
      }
      // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not the hidden text.
      for (const line of document.body.innerText.split('\n')) {
        if (errorText.test(line) && !state.shown.includes(line)) state.shown.push(line);
      }
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { __errorWatch: { shown: string[] } }).__errorWatch.shown);
}

/** Answers 500 to the matching API reads, counting them, until `recover()`. */
async function failReads(page: Page, pattern: string) {
  let failures = 0;
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
    failures += 1;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' });
  };
  await page.route(pattern, handler);
  return { failures: () => failures, recover: () => page.unroute(pattern, handler) };
}

test('the tracking page keeps the order on screen while its reads fail, then follows it again', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const order = await acceptedDeliveryOrder(request);
  const errors = consoleErrors(page);
  // The realtime endpoint is down too: the page polls.
  await page.routeWebSocket(/\/app\//, (socket) => socket.close({ code: 1011, reason: 'realtime down' }));
  await page.goto(await trackingLinkOf(page, order));
  await appHasTakenOver(page);
  await page.getByRole('dialog', { name: 'Clave de entrega' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Buscando repartidor')).toBeVisible();
  const blankMoments = await watchNeverBlank(page, ['Buscando repartidor', 'Pedido cancelado']);
  const errorMessages = await watchErrorMessages(page);

  const api = await failReads(page, '**/api/logisticsorder/tracking/**');
  // Back online, SWR revalidates: the failed read leaves the page as it was.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(api.failures).toBeGreaterThan(0);
  await expect.poll(() => errors.some((line) => line.startsWith(REFRESH_FAILED))).toBe(true);
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect.poll(api.failures).toBeGreaterThan(1);
  await expect(page.getByText('Buscando repartidor')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeEnabled();

  const canceled = await request.put(`/api/staff/orders/${encodeURIComponent(order.code)}/status`, {
    headers: STAFF,
    data: { status: 'CANCELED' },
  });
  expect(canceled.status(), await canceled.text()).toBe(200);
  await api.recover();
  // No reload and no press: the page's polling brings the change (at most one interval later).
  await expect(page.getByText('Pedido cancelado')).toBeVisible({ timeout: 30_000 });
  expect(await blankMoments()).toEqual([]);
  expect(await errorMessages()).toEqual([]);
});

test('the follow-up page follows the order while open, and keeps it on screen while its reads fail', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  const order = await acceptedDeliveryOrder(request);
  const errors = consoleErrors(page);
  await page.goto(followUpPath(order));
  await appHasTakenOver(page);
  const tracker = page.getByRole('region', { name: 'Estado del pedido' });
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Aceptado');
  const heading = `Pedido ${order.code}`;
  const blankMoments = await watchNeverBlank(page, [heading]);

  const api = await failReads(page, `**/api/diner/${ALIAS}/order/**`);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect.poll(api.failures).toBeGreaterThan(0);
  await expect.poll(() => errors.some((line) => line.startsWith(REFRESH_FAILED))).toBe(true);
  // The page's own polling fails too, and the order stays.
  await expect.poll(api.failures, { timeout: 25_000 }).toBeGreaterThan(1);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Aceptado');

  const ready = await request.put(`/api/staff/orders/${encodeURIComponent(order.code)}/status`, {
    headers: STAFF,
    data: { status: 'READY' },
  });
  expect(ready.status(), await ready.text()).toBe(200);
  await api.recover();
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Listo', { timeout: 25_000 });
  expect(await blankMoments()).toEqual([]);
});

test("a live connection that cannot start is logged as 'failed connection'; the page follows the order by polling", async ({
  page,
  request,
}) => {
  const order = await acceptedDeliveryOrder(request);
  const link = await trackingLinkOf(page, order);
  const errors = consoleErrors(page);
  // The page's document answers nothing, so the page reads the realtime configuration, which fails.
  await withoutDocumentAnswers(page);
  await page.route('**/api/realtime/config', (route) => route.fulfill({ status: 500, json: { error: 'internal' } }));
  await page.goto(link);
  await expect.poll(() => errors.some((line) => line.startsWith('failed connection'))).toBe(true);
  const errorMessages = await watchErrorMessages(page);
  await page.getByRole('dialog', { name: 'Clave de entrega' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Buscando repartidor')).toBeVisible();
  await expect(page.getByText(/failed connection|error/i)).toHaveCount(0);
  expect(await errorMessages()).toEqual([]);
});

test('the tracking page of an unknown order shows no error message: the failed read is only logged', async ({
  page,
  request,
}) => {
  // A well-formed access token, of another order: the server reads the code and finds no order.
  const { accessToken } = await acceptedDeliveryOrder(request);
  const tracking = page.waitForResponse((response) => response.url().includes('/api/logisticsorder/tracking/'));
  // No document answer either: the page itself reads the order, and the read fails.
  await withoutDocumentAnswers(page);
  await page.goto(`/logistics/tracking/order/${ALIAS}/ZZZZZ-ZZZZZ?access=${encodeURIComponent(accessToken)}`);
  await appHasTakenOver(page);
  const errorMessages = await watchErrorMessages(page);
  expect((await tracking).status()).toBe(404);
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeEnabled();
  expect(await errorMessages()).toEqual([]);
});

test('the tracking page drops its live connection when the diner leaves it, without reloading', async ({
  page,
  request,
}) => {
  const order = await acceptedDeliveryOrder(request);
  const link = await trackingLinkOf(page, order);
  const socket = page.waitForEvent('websocket', (ws) => /\/app\//.test(ws.url()));
  await page.goto(link);
  const live = await socket;
  await page.getByRole('dialog', { name: 'Clave de entrega' }).getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Buscando repartidor')).toBeVisible();
  expect(live.isClosed()).toBe(false);

  // Another page of the app, through its router: the same document, so only the page can close it.
  const closed = live.waitForEvent('close');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
    history.pushState({}, '', '/logistics/palermo-centro/rider/phoneIntake');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('textbox', { name: 'Ingresa con tu teléfono' })).toBeVisible();
  await closed;
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
