/**
 * The display settings a diner or a rider may have chosen, emulated by Chromium on the real pages:
 * a page zoomed in (a 1280 × 800 laptop at 200 %, and 320 px wide, a 1280 px screen at 400 %),
 * Windows' high contrast (forced colours) and less motion. Every browser starts with nothing stored.
 */
import { devices, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { appHasTakenOver } from './document-answers.ts';
import { ALIAS, acceptedDeliveryOrder, keyboardConfirm, riderOnShift, STAFF } from './logistics-fixtures.ts';

/** The page's own width is the window's: nothing makes it scroll sideways. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectReflows(page: Page, ready: Locator): Promise<void> {
  await expect(ready).toBeVisible();
  // Polled: a lazy route's stylesheet can land a frame after its first paint.
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
}

const zoomed = [
  { name: 'a laptop at 200 %', viewport: { width: 640, height: 400 } },
  { name: '320 px wide (400 %)', viewport: { width: 320, height: 640 } },
];

for (const { name, viewport } of zoomed) {
  test.describe(name, () => {
    test.use({ viewport });

    test('the diner orders and follows the delivery, and the rider takes it, without scrolling sideways', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      await page.goto(`/menu/${ALIAS}/delivery`);
      await appHasTakenOver(page);
      await expectReflows(page, page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' }));

      await page
        .getByRole('region', { name: 'Hamburguesas', exact: true })
        .getByRole('button', { name: 'Hamburguesa clásica', exact: true })
        .click();
      const plate = page.getByRole('dialog', { name: 'Hamburguesa clásica' });
      await expectReflows(page, plate);
      await plate.getByRole('radio', { name: 'Jugosa' }).check();
      await plate.getByRole('button', { name: /^Agregar \$/ }).click();
      await expect(plate).toBeHidden();

      await page.getByText('Ver mi pedido').first().click();
      await expectReflows(page, page.getByRole('heading', { level: 1, name: 'Mi pedido' }));
      await page.getByRole('link', { name: 'Continuar' }).click();
      await expectReflows(page, page.getByRole('heading', { level: 1, name: 'Confirmación del pedido' }));

      await page.getByRole('button', { name: 'Ingresar dirección' }).click();
      const where = page.getByRole('dialog', { name: '¿Dónde estás?' });
      await where.getByRole('tab', { name: 'Mi ubicación' }).click();
      await where.getByRole('combobox', { name: 'Buscar dirección' }).pressSequentially('gorriti 4700');
      await expectReflows(page, where.getByRole('option', { name: /^Gorriti 4700/ }));
      await where.getByRole('option', { name: /^Gorriti 4700/ }).click();
      await where.getByRole('button', { name: 'CONTINUAR' }).click();
      await expect(where).toBeHidden();
      await page.getByLabel('Nombre', { exact: true }).fill('Juana Pérez');
      await page.getByRole('textbox', { name: 'Teléfono' }).fill('11 5555-0002');
      await page.getByLabel('¿Con cuánto abonás?').fill('20000');
      await page.getByRole('button', { name: /^Confirmar pedido/ }).click();
      await expect(page).toHaveURL(new RegExp(`/menu/${ALIAS}/order/[0-9A-Z-]+`));
      await expectReflows(page, page.getByRole('region', { name: 'Estado del pedido' }));
      const code = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');

      // The venue accepts the order: its delivery looks for a rider, and the diner can follow it.
      const accepted = await page.request.put(`/api/staff/orders/${encodeURIComponent(code)}/status`, {
        headers: STAFF,
        data: { status: 'ACCEPTED' },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);
      await page.reload();
      await page.getByRole('link', { name: 'Seguir mi pedido' }).click();
      const codeModal = page.getByRole('dialog', { name: 'Clave de entrega' });
      await appHasTakenOver(page);
      await expectReflows(page, codeModal);
      await codeModal.getByRole('button', { name: 'Continuar' }).click();
      await expectReflows(page, page.getByRole('heading', { level: 1, name: `Pedido ${code}` }));
      // The panel over the map scrolls on a short screen: its last part can still be reached.
      await page.getByRole('region', { name: 'Clave de entrega' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'Clave de entrega' })).toBeInViewport();
      await page.getByRole('region', { name: 'El recorrido' }).scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'El recorrido' })).toBeInViewport();

      const riderContext = await browser.newContext({ ...devices['Pixel 7'], viewport, locale: 'es-AR' });
      const rider = await riderContext.newPage();
      await riderOnShift(rider, 'Nora Vera');
      await rider.goto(`/logistics/${ALIAS}/shipments`);
      const row = rider.getByRole('link', { name: new RegExp(`Pedido ${code}`) });
      await expectReflows(rider, row);
      await row.click();
      await expectReflows(rider, rider.getByRole('slider', { name: 'Aceptar envío' }));
      await keyboardConfirm(rider.getByRole('slider', { name: 'Aceptar envío' }));
      await expectReflows(rider, rider.getByRole('slider', { name: 'En el local' }));
      await riderContext.close();
    });
  });
}

/** The computed styles that make something visible without colour. */
const edges = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      border: `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      background: style.backgroundColor,
    };
  });

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

test('under forced colours the slider, the focus ring, the chosen chip and the badges keep their edges', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`/menu/${ALIAS}/delivery`);
  await appHasTakenOver(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toBeVisible();

  // The first Tab reaches the skip link: its ring is drawn.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al menú' });
  await expect(skip).toBeFocused();
  const ring = (await edges(skip)).outline;
  expect(ring).toMatch(/^solid 3px /);
  expect(ring).not.toContain(TRANSPARENT);

  // The chosen category chip is told apart by the system's selection colour, not the brand's fill.
  const chips = page.locator('[data-slot="category-chip"]');
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(chips.nth(0)).not.toHaveAttribute('aria-current', 'true');
  expect((await edges(chips.nth(1))).background).not.toBe((await edges(chips.nth(0))).background);

  await riderOnShift(page, 'Sol Ibarra');
  const { shipmentId } = await acceptedDeliveryOrder(request);
  await page.goto(`/logistics/${ALIAS}/shipments/simple/${shipmentId}`);
  const thumb = page.getByRole('slider', { name: 'Aceptar envío' });
  await expect(thumb).toBeVisible();
  // The thumb and its track, repainted like the page, keep a border.
  for (const part of [thumb, page.locator('[data-slot="slide-to-confirm-track"]')]) {
    const { border } = await edges(part);
    expect(border).toMatch(/^solid 2px /);
    expect(border).not.toContain(TRANSPARENT);
  }
  // Its focus, a shadow elsewhere, is an outline here.
  await thumb.focus();
  await page.keyboard.press('Shift');
  expect((await edges(thumb)).outline).toMatch(/^solid 3px /);
  // The status badge keeps its outline too.
  expect((await edges(page.locator('[data-slot="badge"]').first())).border).toMatch(/^solid 1px /);
  await expectNoAxeViolations(page);
});

/** The animations and transitions playing now, named. */
const playing = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const css = animation as Animation & { animationName?: string; transitionProperty?: string };
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${css.animationName ?? css.transitionProperty ?? 'script'} on ${target?.getAttribute('data-slot') ?? target?.tagName}`;
      }),
  );

async function addAPlate(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Postres', exact: true })
    .getByRole('button', { name: 'Flan casero con dulce de leche', exact: true })
    .click();
  const plate = page.getByRole('dialog', { name: 'Flan casero con dulce de leche' });
  await expect(plate).toBeVisible();
  await plate.getByRole('button', { name: /^Agregar \$/ }).click();
  await expect(plate).toBeHidden();
}

test('with less motion nothing moves: the plate dialog, the basket bar and the chips change at once', async ({
  page,
}) => {
  await page.goto(`/menu/${ALIAS}/delivery`);
  await appHasTakenOver(page);
  // Without the setting the basket bar greets the plate with a bump the probe sees.
  await addAPlate(page);
  await expect.poll(() => playing(page)).not.toEqual([]);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page
    .getByRole('region', { name: 'Hamburguesas', exact: true })
    .getByRole('button', { name: 'Hamburguesa clásica', exact: true })
    .click();
  const plate = page.getByRole('dialog', { name: 'Hamburguesa clásica' });
  await expect(plate).toBeVisible();
  expect(await playing(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(plate).toBeHidden();
  expect(await playing(page)).toEqual([]);

  await addAPlate(page);
  expect(await playing(page)).toEqual([]);
  await page.locator('[data-slot="category-chip"]').last().click();
  expect(await playing(page)).toEqual([]);
});
