/**
 * The storefront's pages as a diner meets them, each answered by the contract's MSW handlers: the
 * whole screen with its real routes, hooks and components, in its success, loading, empty and
 * error states. Designers review screens here; the play tests check what each state says.
 */

import { dinerCalls } from '@comanda/api';
import { dinerHandlers, mockCall } from '@comanda/api/mocks';
import { Providers } from '@comanda/app-shell';
import { AppRouter } from '@comanda/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { AppRoutes } from '../routes.tsx';

const MENU = '/menu/palermo-centro';
const ORDER = '/menu/palermo-centro/order/K7Q2M-9XPTA';

/** A page at `url`, with a cache of its own so one story's answers never show in another. */
function StorefrontPage({ url }: { readonly url: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Providers>
        <AppRouter url={url}>
          <AppRoutes />
        </AppRouter>
      </Providers>
    </SWRConfig>
  );
}

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
