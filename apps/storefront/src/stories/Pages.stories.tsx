/**
 * The storefront's pages as a diner meets them, each answered by the contract's MSW handlers: the
 * whole screen with its real routes, hooks and components, in its success, loading, empty and
 * error states. Designers review screens here; the play tests check what each state says.
 */

import { dinerCalls } from '@comanda/api';
import { demoBranchContacts, demoBranchContactView, demoBranches, demoCompany } from '@comanda/api/demo';
import { dinerHandlers, mockCall } from '@comanda/api/mocks';
import { categoryLinksMessages } from '@comanda/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { saveLocation } from '../state/location-store.ts';
import { readStorage, storageKeys, writeStorage } from '../state/storage.ts';
import { StorefrontPage } from './storefront-page.tsx';

/** A mode's menu: the store's own alias first asks which menu ('¿Qué menú quieres ver?'). */
const MENU = '/menu/palermo-centro/delivery';
const ORDER = '/menu/palermo-centro/order/K7Q2M-9XPTA';

const meta = {
  title: 'Pages/Storefront',
  component: StorefrontPage,
  parameters: { layout: 'fullscreen', msw: { handlers: dinerHandlers } },
} satisfies Meta<typeof StorefrontPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The menu of Palermo Centro with its categories and plates. */
export const Menu: Story = {
  args: { url: MENU },
  play: async ({ canvasElement }) => {
    const [plate] = await within(canvasElement).findAllByText('Pizza muzzarella', {}, { timeout: 10_000 });
    await expect(plate).toBeVisible();
  },
};

export const MenuLoading: Story = {
  args: { url: MENU },
  parameters: { msw: { handlers: [mockCall(dinerCalls.getMenu, { state: 'loading' }), ...dinerHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: /Cargando el menú/ })).toBeVisible();
  },
};

export const MenuError: Story = {
  args: { url: MENU },
  parameters: { msw: { handlers: [mockCall(dinerCalls.getMenu, { state: 'error', status: 500 }), ...dinerHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Hubo un error inesperado/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The menu card of the plate `plateId` (its first, where a highlight repeats it). */
function plateCardOf(canvasElement: HTMLElement, plateId: string): HTMLElement {
  const card = canvasElement.querySelector(`[data-slot="plate-card"]:has([data-plate-id="${plateId}"])`);
  if (!(card instanceof HTMLElement)) throw new Error(`no card of ${plateId}`);
  return card;
}

/**
 * Diner §3/§7: the plate discounts in force at the branch (GET /api/diner/{branchId}/discounts)
 * are the ones its cards show and its plates are priced with: here the muzzarella has a discount
 * its menu does not carry, and the napolitana's has ended.
 */
export const MenuDiscountsInForce: Story = {
  args: { url: MENU },
  parameters: {
    msw: {
      handlers: [
        mockCall(dinerCalls.getBranchDiscounts, {
          state: 'success',
          body: {
            discounts: [
              { plateId: 'plate-muzzarella', discount: { id: 'disc-muzza', type: 'PERCENT', percentage: 20 } },
            ],
          },
        }),
        ...dinerHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('Pizza muzzarella', {}, { timeout: 10_000 });
    await waitFor(() => expect(plateCardOf(canvasElement, 'plate-muzzarella')).toHaveTextContent('-20%'), {
      timeout: 10_000,
    });
    // 20% off the small size's $ 8.000.
    await expect(plateCardOf(canvasElement, 'plate-muzzarella')).toHaveTextContent('$ 6.400');
    await expect(plateCardOf(canvasElement, 'plate-napolitana')).not.toHaveTextContent('-15%');
  },
};

const palermo = demoBranches.find((branch) => branch.id === 'br-palermo');
if (!palermo) throw new Error('the demo has no Palermo branch');

/**
 * Diner §3: a branch's `fontFamily` is the pages' type, and `menuConfig.platesInMainView` false
 * keeps the plates off the menu's main view, which links to each category instead.
 */
export const MenuBranchFontAndCategoryLinks: Story = {
  args: { url: MENU },
  parameters: {
    msw: {
      handlers: [
        mockCall(dinerCalls.getAliasInfo, {
          state: 'success',
          body: {
            type: 'branchContact',
            id: 'bc-palermo-centro',
            alias: 'palermo-centro',
            company: demoCompany,
            branchContactId: 'bc-palermo-centro',
            branch: {
              ...palermo,
              generalConfig: {
                ...palermo.generalConfig,
                fontFamily: 'Georgia',
                menuConfig: { ...palermo.generalConfig.menuConfig, platesInMainView: false },
              },
            },
          },
        }),
        ...dinerHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const links = await within(canvasElement).findByRole(
      'navigation',
      { name: categoryLinksMessages.label },
      { timeout: 10_000 },
    );
    await expect(within(links).getByText('Pizzas')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="plate-card"]')).toBeNull();
    await expect(getComputedStyle(links).fontFamily).toMatch(/^"?Georgia"?,/);
  },
};

/** Diner §8: the branch's discounts failing is only logged; the plates keep their menu's own. */
export const MenuDiscountsUnread: Story = {
  args: { url: MENU },
  parameters: {
    msw: {
      handlers: [mockCall(dinerCalls.getBranchDiscounts, { state: 'error', status: 500 }), ...dinerHandlers],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('Pizza napolitana', {}, { timeout: 10_000 });
    await waitFor(() => expect(plateCardOf(canvasElement, 'plate-napolitana')).toHaveTextContent('-15%'), {
      timeout: 10_000,
    });
    await expect(within(canvasElement).queryByText(/Hubo un error inesperado/)).not.toBeInTheDocument();
  },
};

/**
 * The browser's stored location for one story, put back as it was afterwards: the pages read it
 * as a diner's browser would have it.
 */
function withStoredLocation(location: Parameters<typeof saveLocation>[0] | null) {
  return () => {
    const before = readStorage(storageKeys.location);
    if (location) saveLocation(location);
    else writeStorage(storageKeys.location, null);
    return () => writeStorage(storageKeys.location, before);
  };
}

const CHARCAS_3900 = {
  fullAddress: 'Charcas 3900, Palermo, Buenos Aires',
  street: 'Charcas',
  number: '3900',
  locality: 'Palermo',
  city: 'Buenos Aires',
  postalCode: 'C1425',
  lat: -34.5854,
  lng: -58.4143,
  geocoded: true,
};

/** A branch that asks where the diner is (`askForLocation`), nothing stored: '¿Dónde estás?' opens on entry. */
export const StoreSelectorAsksWhereYouAre: Story = {
  args: { url: '/menu/sabores-palermo' },
  beforeEach: withStoredLocation(null),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '¿Dónde estás?' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    const page = within(canvasElement);
    await expect(await page.findByText('Ingresa tu dirección para ver los locales más cercanos.')).toBeVisible();
    // Found once the closed dialog no longer hides the page from assistive technology.
    await expect(await page.findByRole('button', { name: 'Ingresar dirección' })).toBeVisible();
  },
};

export const StoreSelectorAsksWhereYouAreDark: Story = { ...StoreSelectorAsksWhereYouAre, globals: { mode: 'dark' } };

/** A located address stored: not asked again; each store's distance, nearest first. */
export const StoreSelectorNearestFirst: Story = {
  args: { url: '/menu/sabores-palermo' },
  beforeEach: withStoredLocation(CHARCAS_3900),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const list = await page.findByRole('list', { name: 'Locales' }, { timeout: 10_000 });
    const cards = await within(list).findAllByRole('link');
    await expect(cards[0]).toHaveTextContent('Sabores Palermo Norte');
    await expect(cards[0]).toHaveTextContent('0,4 km');
    await expect(cards[1]).toHaveTextContent('1,5 km');
    await expect(page.getByText('Charcas 3900, Palermo, Buenos Aires')).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const StoreSelectorNearestFirstDark: Story = { ...StoreSelectorNearestFirst, globals: { mode: 'dark' } };

/**
 * A branch that asks for the location with one store: the selector goes straight to its menu,
 * which asks in its place.
 */
export const OneStoreMenuAsksWhereYouAre: Story = {
  args: { url: '/menu/sabores-palermo' },
  parameters: {
    msw: {
      handlers: [
        mockCall(dinerCalls.listBranchContacts, {
          state: 'success',
          body: {
            branchContacts: demoBranchContacts
              .filter((bc) => bc.alias === 'palermo-centro')
              .map((bc) => demoBranchContactView(bc)),
            hasMore: false,
          },
        }),
        ...dinerHandlers,
      ],
    },
  },
  beforeEach: withStoredLocation(null),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // The store's own alias asks which menu; its delivery menu then asks where the diner is.
    await page.findByRole('heading', { name: '¿Qué menú quieres ver?' }, { timeout: 10_000 });
    await userEvent.click(page.getByRole('button', { name: 'Delivery' }));
    // The store's menu, under the dialog.
    await expect(
      await page.findByText('Sabores Palermo Centro', { selector: 'h1' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '¿Dónde estás?' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'CANCELAR' }));
    await expect(await page.findByText('Ingresa tu dirección para ver el envío y el mínimo de tu zona.')).toBeVisible();
  },
};

export const OneStoreMenuAsksWhereYouAreDark: Story = { ...OneStoreMenuAsksWhereYouAre, globals: { mode: 'dark' } };

/** The menu without an address: why to give one, next to the info table. */
export const MenuWithoutAddress: Story = {
  args: { url: MENU },
  beforeEach: withStoredLocation(null),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Ingresa tu dirección para ver el envío y el mínimo de tu zona.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar dirección' })).toBeVisible();
  },
};

export const MenuWithoutAddressDark: Story = { ...MenuWithoutAddress, globals: { mode: 'dark' } };

/** The menu with a located address: where it goes, the zone's fee, minimum and free delivery. */
export const MenuWithAddressFees: Story = {
  args: { url: MENU },
  beforeEach: withStoredLocation(CHARCAS_3900),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Charcas 3900, Palermo, Buenos Aires', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => {
      const table = canvasElement.querySelector('[data-slot="info-table"]');
      expect(table).toHaveTextContent('Envío$ 1.500');
      expect(table).toHaveTextContent('Mínimo$ 5.000');
      expect(table).toHaveTextContent('Envío gratis a partir de $ 30.000');
    });
  },
};

export const MenuWithAddressFeesDark: Story = { ...MenuWithAddressFees, globals: { mode: 'dark' } };

/** Each store's remembered diet filter, set for one story and put back as it was afterwards. */
const DIET_KEY = `${storageKeys.dietFilter}:palermo-centro`;
function withStoredDiet(ids: readonly string[] | null) {
  return () => {
    const restoreLocation = withStoredLocation(CHARCAS_3900)();
    const before = readStorage(DIET_KEY);
    writeStorage(DIET_KEY, ids ? JSON.stringify(ids) : null);
    return () => {
      restoreLocation();
      writeStorage(DIET_KEY, before);
    };
  };
}

/** Texts on the page that name a plate (its card in a section or in the highlights). */
const plateNames = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="plate-card-action"]')].map((card) => card.textContent);

/** The diet chips: 'Vegetariano' pressed leaves the vegetarian plates in the sections and the highlights, and is remembered. */
export const MenuDietFilter: Story = {
  args: { url: MENU },
  beforeEach: withStoredDiet(null),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const chip = await page.findByRole('button', { name: 'Vegetariano', pressed: false }, { timeout: 10_000 });
    await expect(plateNames(canvasElement)).toContain('Hamburguesa clásica');
    await userEvent.click(chip);
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(plateNames(canvasElement)).toEqual([
        // The highlights: of the three, only the muzzarella.
        'Pizza muzzarella',
        'Pizza muzzarella',
        'Pizza napolitana',
        'Hamburguesa de lentejas',
      ]),
    );
    // The categories left without plates leave the chips too.
    const categories = page.getByRole('navigation', { name: 'Categorías' });
    await expect(
      within(categories)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Pizzas', 'Hamburguesas']);
    await expect(page.getByText('Se muestran 3 platos')).toBeInTheDocument();
    await expect(readStorage(DIET_KEY)).toBe('["ind-veggie"]');
    await userEvent.click(page.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(plateNames(canvasElement)).toContain('Flan casero con dulce de leche'));
    await expect(readStorage(DIET_KEY)).toBeNull();
  },
};

export const MenuDietFilterDark: Story = { ...MenuDietFilter, globals: { mode: 'dark' } };

/** A choice this browser remembers for the store is applied when the menu is drawn again. */
export const MenuDietFilterRemembered: Story = {
  args: { url: MENU },
  beforeEach: withStoredDiet(['ind-gluten-free']),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('button', { name: 'Sin TACC', pressed: true }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(plateNames(canvasElement)).toEqual(['Hamburguesa de lentejas', 'Flan casero con dulce de leche']);
  },
};

/** An alias that names no store. */
export const UnknownStore: Story = {
  args: { url: '/menu/no-existe' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'No encontramos este local' })).toBeVisible();
  },
};

/** An order's follow-up page. */
export const OrderFollowUp: Story = {
  args: { url: ORDER },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/K7Q2M-9XPTA/, {}, { timeout: 10_000 })).toBeVisible();
  },
};

export const OrderLoading: Story = {
  args: { url: ORDER },
  parameters: { msw: { handlers: [mockCall(dinerCalls.getOrder, { state: 'loading' }), ...dinerHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: /Cargando tu pedido/ })).toBeVisible();
  },
};

/** The venue guide: the company's stores. */
export const VenueGuide: Story = {
  args: { url: '/' },
};

/** A plate's page (Belgrano opens plates as pages) with the plate's own indicators, read for it. */
const PLATE = '/menu/belgrano/cat-pizzas/plate-napolitana';

export const PlateIndicators: Story = {
  args: { url: PLATE },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Indicadores del plato' }, { timeout: 10_000 });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vegetariano', 'Picante']);
  },
};

/** Diner §8 "Indicators failure: error state": the page says so, and the plate can still be added. */
export const PlateIndicatorsError: Story = {
  args: { url: PLATE },
  parameters: {
    msw: { handlers: [mockCall(dinerCalls.getEntityIndicators, { state: 'error', status: 500 }), ...dinerHandlers] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No pudimos cargar los indicadores del plato.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Indicadores del plato' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^Agregar \$/ })).toBeEnabled();
  },
};

/** Opens the napolitana (which has indicators) from Palermo Centro's menu, whose plates open in a dialog. */
async function openNapolitanaDialog(canvasElement: HTMLElement) {
  const [card] = await within(canvasElement).findAllByRole(
    'button',
    { name: /^Pizza napolitana$/ },
    { timeout: 10_000 },
  );
  await userEvent.click(card as HTMLElement);
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Pizza napolitana' });
  // The dialog fades in: what it shows is visible once it has appeared.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The plate's dialog reads the plate's own indicators, as its page does. */
export const PlateDialogIndicators: Story = {
  args: { url: MENU },
  play: async ({ canvasElement }) => {
    const dialog = await openNapolitanaDialog(canvasElement);
    const list = await dialog.findByRole('list', { name: 'Indicadores del plato' }, { timeout: 10_000 });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vegetariano', 'Picante']);
  },
};

/** Diner §8 "Indicators failure: error state", in the plate's dialog: it says so, and the plate can still be added. */
export const PlateDialogIndicatorsError: Story = {
  args: { url: MENU },
  parameters: {
    msw: { handlers: [mockCall(dinerCalls.getEntityIndicators, { state: 'error', status: 500 }), ...dinerHandlers] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNapolitanaDialog(canvasElement);
    await expect(
      await dialog.findByText('No pudimos cargar los indicadores del plato.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(dialog.queryByRole('list', { name: 'Indicadores del plato' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /^Agregar \$/ })).toBeEnabled();
  },
};

/**
 * Diner §8 "Customization failure: error state with empty list": the menu is drawn as for a branch
 * with no customisations (no promotional banner; the plates' notes at their default limit).
 */
export const MenuCustomizationsError: Story = {
  args: { url: MENU },
  parameters: {
    msw: { handlers: [mockCall(dinerCalls.getMenuCustomizations, { state: 'error', status: 500 }), ...dinerHandlers] },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNapolitanaDialog(canvasElement);
    await expect(dialog.getByText('0/250')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="promotional-banner"]')).toBeNull();
    await expect(within(canvasElement).queryByText(/No pudimos cargar el menú/)).not.toBeInTheDocument();
  },
};

const STORES_FAILED = 'Hubo un error buscando los locales, vuelva a intentarlo en unos minutos';

/** Diner §8: the branch's order modes could not be read: the selector's error state, with a retry. */
export const BranchOrderModesError: Story = {
  args: { url: '/menu/sabores-palermo' },
  beforeEach: withStoredLocation(CHARCAS_3900),
  parameters: {
    msw: { handlers: [mockCall(dinerCalls.getBranchOrderModes, { state: 'error', status: 500 }), ...dinerHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(STORES_FAILED);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** Diner §8: the company, or its branches, could not be read: the error kept on the page, with a retry. */
export const CompanyError: Story = {
  args: { url: '/menu/sabores' },
  parameters: {
    msw: { handlers: [mockCall(dinerCalls.getCompany, { state: 'error', status: 500 }), ...dinerHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(STORES_FAILED);
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const CompanyBranchesError: Story = {
  args: { url: '/menu/sabores' },
  parameters: {
    msw: { handlers: [mockCall(dinerCalls.getCompanyBranches, { state: 'error', status: 500 }), ...dinerHandlers] },
  },
  play: CompanyError.play,
};
