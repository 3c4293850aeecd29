import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VenueList, venueListStatuses } from './VenueList.tsx';

const venues = [
  {
    alias: 'la-esquina',
    name: 'La Esquina',
    address: { street: 'Av. Corrientes', number: 1234, city: 'CABA' },
    distanceInMeters: 850,
  },
  {
    alias: 'pizzeria-don-jose',
    name: 'Pizzería Don José',
    address: { street: 'Av. Rivadavia', number: '5400', city: 'CABA' },
    distanceInMeters: 2345,
  },
  { alias: 'cafe-sin-distancia', name: 'Café del Centro', address: { street: 'Florida', city: null } },
];

const meta = {
  title: 'After the order/VenueList',
  component: VenueList,
  args: {
    title: 'Locales en Comanda',
    status: 'loaded',
    venues,
    onRequestLocation: fn(),
    onSearchCode: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: venueListStatuses } },
} satisfies Meta<typeof VenueList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each venue with its address and distance in km (one decimal) links to its menu. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Locales en Comanda' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Locales cercanos' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/menu/la-esquina');
    await expect(links[0]).toHaveTextContent('La EsquinaAv. Corrientes 1234, CABA0,9 km');
    await expect(links[1]).toHaveTextContent('2,3 km');
    await expect(links[2]).toHaveTextContent('Café del CentroFlorida');
  },
};

/** Before a location: the prompt asks for it. */
export const NeedsLocation: Story = {
  args: { status: 'needsLocation', venues: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Comparte tu ubicación para ver los locales más cercanos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Usar mi ubicación' }));
    await expect(args.onRequestLocation).toHaveBeenCalledTimes(1);
  },
};

export const Locating: Story = {
  args: { status: 'needsLocation', venues: [], locating: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Usar mi ubicación' })).toBeDisabled();
  },
};

/** The search code is sent as typed, trimmed. */
export const SearchCode: Story = {
  play: async ({ args, canvasElement }) => {
    const search = canvasElement.querySelector('search') as HTMLElement;
    await expect(search).toHaveAttribute('aria-label', 'Código de búsqueda');
    await userEvent.type(within(search).getByRole('textbox', { name: 'Código de búsqueda' }), ' RECARGAR {Enter}');
    await expect(args.onSearchCode).toHaveBeenCalledWith('RECARGAR');
    await userEvent.click(within(search).getByRole('button', { name: 'Buscar' }));
    await expect(args.onSearchCode).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', venues: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Buscando locales' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { venues: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No encontramos locales cerca de tu ubicación')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', venues: [], error: 'No pudimos buscar los locales' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('No pudimos buscar los locales');
    await userEvent.click(canvas.getByRole('button', { name: 'Usar mi ubicación' }));
    await expect(args.onRequestLocation).toHaveBeenCalledTimes(1);
  },
};

/** The app may route venues elsewhere. */
export const CustomHref: Story = {
  args: { venueHref: (alias: string) => `/storefront/menu/${alias}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')[0]).toHaveAttribute('href', '/storefront/menu/la-esquina');
  },
};
