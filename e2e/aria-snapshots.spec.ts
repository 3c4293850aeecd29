/**
 * What a screen reader is given on the key screens, as Playwright ARIA snapshots: the landmarks,
 * headings, names and roles of the menu, a plate's dialog, the checkout, the customer's tracking
 * page and the rider's shipment. A template lists what must be there, in order (other nodes may sit
 * between); what changes from run to run (order codes, times, the delivery code) is a pattern.
 */
import { expect, test } from '@playwright/test';
import { appHasTakenOver } from './document-answers.ts';
import { ALIAS, acceptedDeliveryOrder, riderOnShift, trackingLinkOf } from './logistics-fixtures.ts';
import { addJuicyBurger } from './storefront-steps.ts';

test('the menu: skip link, header, order modes, categories, plates and the basket bar', async ({ page }) => {
  await page.goto(`/menu/${ALIAS}/delivery`);
  await appHasTakenOver(page);
  await expect(page.locator('body')).toMatchAriaSnapshot(`
    - link "Saltar al menú"
    - banner:
      - heading "Sabores Palermo Centro" [level=1]
      - button "Mi cuenta"
      - button "Ver horarios"
      - navigation "Modos de pedido":
        - list:
          - listitem:
            - button "Delivery"
          - listitem:
            - button "Take away"
    - main:
      - navigation "Categorías":
        - list:
          - listitem:
            - button "Pizzas"
          - listitem:
            - button "Hamburguesas"
      - region "Hamburguesas":
        - heading "Hamburguesas" [level=2]
        - list:
          - listitem:
            - heading "Hamburguesa clásica" [level=3]:
              - button "Hamburguesa clásica"
            - paragraph: Medallón de 180 g, lechuga, tomate y mayonesa de la casa.
            - paragraph: $ 9.500
          - listitem:
            - heading "Hamburguesa doble" [level=3]:
              - button "Hamburguesa doble"
            - paragraph: /\\$ 11\\.500 Antes \\$ 12\\.500/
  `);

  await addJuicyBurger(page);
  await expect(page.getByRole('navigation', { name: 'Tu pedido' })).toMatchAriaSnapshot(`
    - navigation "Tu pedido":
      - button "Ver mi pedido 1 producto $ 9.500"
  `);
});

test("a plate's dialog: its name, the choices grouped and counted, the quantity and the add button", async ({
  page,
}) => {
  await page.goto(`/menu/${ALIAS}/delivery`);
  await appHasTakenOver(page);
  await page
    .getByRole('region', { name: 'Hamburguesas', exact: true })
    .getByRole('button', { name: 'Hamburguesa clásica', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Hamburguesa clásica' })).toMatchAriaSnapshot(`
    - dialog "Hamburguesa clásica":
      - heading "Hamburguesa clásica" [level=2]
      - button "Cerrar"
      - paragraph: Medallón de 180 g, lechuga, tomate y mayonesa de la casa.
      - group "Punto de cocción Obligatorio 0/1":
        - radio "Jugosa"
        - radio "A punto"
        - radio "Bien cocida"
      - group "Extras 0/3":
        - group "Cheddar":
          - button "Quitar una unidad" [disabled]
          - status: "0"
          - button "Agregar una unidad"
      - textbox "Notas"
      - group "Cantidad":
        - button "Quitar una unidad" [disabled]
        - status: "1"
        - button "Agregar una unidad"
      - button "Agregar $ 9.500"
  `);
});

test('the checkout: its heading, the named sections with their fields, the summary and the confirm button', async ({
  page,
}) => {
  await page.goto(`/menu/${ALIAS}/delivery`);
  await appHasTakenOver(page);
  await addJuicyBurger(page);
  await page.getByRole('button', { name: /Ver mi pedido/ }).click();
  await page.getByRole('link', { name: 'Continuar' }).click();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - heading "Confirmación del pedido" [level=1]
      - region "Mis datos":
        - heading "Mis datos" [level=2]
        - textbox "Nombre"
        - combobox "Código de país"
        - textbox "Teléfono"
      - region "MI DIRECCIÓN":
        - heading "MI DIRECCIÓN" [level=2]
        - button "Ingresar dirección"
      - region "Mi pago":
        - heading "Mi pago" [level=2]
        - group "Medio de pago":
          - radio "Efectivo" [checked]
          - radio "Tarjeta de crédito o débito"
        - spinbutton "¿Con cuánto abonás?"
      - region "Resumen del pedido":
        - heading "Resumen del pedido" [level=2]
        - list:
          - listitem:
            - text: 1 × Hamburguesa clásica
            - paragraph: Jugosa
        - term: Subtotal
        - definition: $ 9.500
        - term: Total
      - button /^Confirmar pedido \\$ [\\d.]+$/
  `);
});

test("the tracking page and the rider's shipment: the order, its delivery code, the route in words and the slider", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const order = await acceptedDeliveryOrder(request);
  await page.goto(await trackingLinkOf(page, order));
  await appHasTakenOver(page);
  const codeModal = page.getByRole('dialog', { name: 'Clave de entrega' });
  await expect(codeModal).toMatchAriaSnapshot(`
    - dialog "Clave de entrega":
      - heading "Clave de entrega" [level=2]
      - button "Cerrar"
      - paragraph: /^Comparte la clave \\d{4}$/
      - button "Continuar"
  `);
  await codeModal.getByRole('button', { name: 'Continuar' }).click();
  await expect(codeModal).toBeHidden();
  await expect(page.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - region "Mapa del envío":
        - img "Local"
        - img "Destino"
        - region /^Pedido [0-9A-Z-]+$/:
          - heading /^Pedido [0-9A-Z-]+$/ [level=1]
          - paragraph: /\\d{2}:\\d{2} hs/
          - text: Buscando repartidor
          - button "Actualizar"
          - region "Clave de entrega":
            - heading "Clave de entrega" [level=2]
            - text: /^\\d{4}$/
      - region "El recorrido":
        - heading "El recorrido" [level=2]
        - term: Sale de
        - definition: /^Sabores Palermo Centro, Honduras 4800/
        - term: Llega a
        - definition: Gorriti 4700, 1414, Buenos Aires, CABA
        - term: Distancia
        - definition: 0,2 km
        - term: Repartidor
        - definition: Sin ubicación por ahora
  `);

  const riderContext = await browser.newContext({ ...test.info().project.use, serviceWorkers: 'block' });
  const rider = await riderContext.newPage();
  await riderOnShift(rider, 'Iván Soria');
  await rider.goto(`/logistics/${ALIAS}/shipments/simple/${order.shipmentId}`);
  await expect(rider.getByRole('main')).toMatchAriaSnapshot(`
    - main:
      - region /^Pedido [0-9A-Z-]+$/:
        - heading /^Pedido [0-9A-Z-]+$/ [level=1]
        - status: Buscando repartidor
        - list "Direcciones":
          - listitem: "A : Honduras 4800, Buenos Aires"
          - listitem: "B : Gorriti 4700, 1414, Buenos Aires, CABA"
        - link "Ver en mapa"
        - slider "Aceptar envío"
        - link "Ver envíos"
  `);
  await riderContext.close();
});
