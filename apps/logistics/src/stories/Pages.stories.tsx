/**
 * The rider app's pages and the customer's tracking page, each answered by the contract's MSW
 * handlers: the whole screen with its real routes, hooks and components, in its success, loading
 * and error states.
 */

import { dinerCalls, logisticsCalls } from '@comanda/api';
import { dinerHandlers, logisticsHandlers, mockCall } from '@comanda/api/mocks';
import { Providers } from '@comanda/app-shell';
import { AppRouter } from '@comanda/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { AppRoutes } from '../routes.tsx';

const BASE = '/logistics';
const SHIPMENTS = `${BASE}/palermo-centro/shipments`;
const handlers = [...logisticsHandlers, ...dinerHandlers];

/** A page at `url`, with a cache of its own so one story's answers never show in another. */
function LogisticsPage({ url }: { readonly url: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <Providers>
        <AppRouter base={BASE} url={url}>
          <AppRoutes />
        </AppRouter>
      </Providers>
    </SWRConfig>
  );
}

const meta = {
  title: 'Pages/Logistics',
  component: LogisticsPage,
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof LogisticsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in rider's list of shipments to take. */
export const Shipments: Story = {
  args: { url: SHIPMENTS },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeVisible();
  },
};

export const ShipmentsError: Story = {
  args: { url: SHIPMENTS },
  parameters: {
    msw: { handlers: [mockCall(logisticsCalls.listShipments, { state: 'error', status: 500 }), ...handlers] },
  },
};

/** While the rider's session is asked for ('loading'): the list's loading state, never a blank page. */
export const ShipmentsSessionLoading: Story = {
  args: { url: SHIPMENTS },
  parameters: { msw: { handlers: [mockCall(logisticsCalls.whoAmI, { state: 'loading' }), ...handlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Envíos' }, { timeout: 10_000 })).toBeVisible();
    await expect(page.getByRole('status')).toBeVisible();
  },
};

/** The rider's session could not be read ('failed', a server error): the message and 'Reintentar'. */
export const ShipmentsSessionFailed: Story = {
  args: { url: SHIPMENTS },
  parameters: {
    msw: { handlers: [mockCall(logisticsCalls.whoAmI, { state: 'error', status: 503 }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByRole(
      'heading',
      { level: 1, name: 'Hubo un error, vuélvalo a intentar en unos minutos' },
      { timeout: 10_000 },
    );
    await expect(title).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Reintentar' }));
    // Asked again and failed again: the screen comes back, not a blank page nor the 404 page.
    await waitFor(() => expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible(), { timeout: 10_000 });
    await expect(page.queryByText('Acceso denegado o link expirado')).not.toBeInTheDocument();
  },
};

/** Follow-up §8: a phone lookup that fails for another reason than 404 says so, and the rider stays on the intake. */
export const RiderLookupFailed: Story = {
  args: { url: `${BASE}/palermo-centro/rider/phoneIntake` },
  parameters: {
    msw: { handlers: [mockCall(logisticsCalls.findRiderByPhone, { state: 'error', status: 500 }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const phone = await page.findByRole('textbox', { name: 'Ingresa con tu teléfono' }, { timeout: 10_000 });
    await userEvent.type(phone, '11 2345-6789');
    await userEvent.click(page.getByRole('button', { name: 'Siguiente' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Hubo un error, vuélvalo a intentar en unos minutos',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeVisible();
  },
};

/** The customer's tracking page of an order on its way: on a first visit, the delivery code is shown first. */
export const Tracking: Story = {
  args: { url: `${BASE}/tracking/order/palermo-centro/P9XK2-7MQTC` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Clave de entrega' }, { timeout: 10_000 });
    // The dialog rises in; the code is read once it has.
    await waitFor(() => expect(within(dialog).getByText('Comparte la clave 4821')).toBeVisible());
  },
};

export const TrackingLoading: Story = {
  args: { url: `${BASE}/tracking/order/palermo-centro/P9XK2-7MQTC` },
  parameters: { msw: { handlers: [mockCall(logisticsCalls.getTracking, { state: 'loading' }), ...handlers] } },
};

/** A link to a store that does not exist. */
/** The venue could not be read (the server failed, not an unknown alias): why, and 'Reintentar'. */
export const StoreReadFailed: Story = {
  args: { url: SHIPMENTS },
  parameters: {
    msw: { handlers: [mockCall(dinerCalls.getAliasInfo, { state: 'error', status: 503 }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole(
        'heading',
        { level: 1, name: 'Hubo un error, vuélvalo a intentar en unos minutos' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(page.queryByText('No encontramos este local')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible(), { timeout: 10_000 });
  },
};

export const UnknownStore: Story = {
  args: { url: `${BASE}/no-existe/shipments` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'No encontramos este local' })).toBeVisible();
  },
};
