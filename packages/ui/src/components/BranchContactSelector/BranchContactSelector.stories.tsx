import { locationMessages } from '@comanda/domain/location';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryDestination } from '../DeliveryDestination/DeliveryDestination.tsx';
import { BranchContactSelector } from './BranchContactSelector.tsx';

const orderModes = [
  { id: 'delivery', name: 'Delivery' },
  { id: 'take-away', name: 'Retiro en el local' },
] as const;

const stores = [
  {
    id: 'c1',
    name: 'La Esquina Palermo',
    address: 'Av. Santa Fe 3456, Palermo',
    distanceMetres: 850,
    npsAverage: 4.62,
    href: '../la-esquina-palermo#delivery',
  },
  {
    id: 'c2',
    name: 'La Esquina Belgrano',
    address: 'Av. Cabildo 2020, Belgrano',
    distanceMetres: 4370,
    npsAverage: 3.4,
    href: '../la-esquina-belgrano#delivery',
  },
  {
    id: 'c3',
    name: 'La Esquina Caballito',
    address: 'Av. Rivadavia 5100, Caballito',
    distanceMetres: 6020,
    npsAverage: 4.05,
    closed: true,
    href: '../la-esquina-caballito#delivery',
  },
] as const;

const meta = {
  title: 'Choosing/BranchContactSelector',
  component: BranchContactSelector,
  args: {
    orderModes,
    selectedModeId: 'delivery',
    onModeChange: fn(),
    onSearchChange: fn(),
    stores,
    npsEnabled: true,
    onRetry: fn(),
    onStoreSelect: fn((_id, event) => event.preventDefault()),
  },
} satisfies Meta<typeof BranchContactSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question, the modes (Delivery pressed), 'Buscar Local' and the stores in order. */
export const Stores: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '¿Cómo quieres tu pedido?' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Buscar Local' })).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Locales' }));
    const cards = list.getAllByRole('link');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveTextContent('0,9 km');
    await expect(cards[0]).toHaveTextContent('4,6');
    // 3,4 is under the NPS threshold: no badge.
    await expect(cards[1]).not.toHaveTextContent('3,4');
    await expect(cards[2]).toHaveTextContent('Cerrado');
  },
};

/** The modes are toggle buttons: pressing another filters by it, pressing the pressed one clears the filter. */
export const ModeToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: '¿Cómo quieres tu pedido?' }));
    const delivery = group.getByRole('button', { name: 'Delivery' });
    await expect(delivery).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'Retiro en el local' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(group.getByRole('button', { name: 'Retiro en el local' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('take-away');
    await userEvent.click(delivery);
    await expect(args.onModeChange).toHaveBeenLastCalledWith(null);
  },
};

/** Every keystroke is reported; the app debounces and queries. */
export const Search: Story = {
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Buscar Local' });
    await userEvent.type(search, 'Palermo');
    await expect(search).toHaveValue('Palermo');
    await expect(args.onSearchChange).toHaveBeenCalledTimes(7);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('Palermo');
  },
};

/** Controlled by the app: the list follows the search. */
export const ControlledSearch: Story = {
  render: function Render(args) {
    const [search, setSearch] = useState('');
    const visible = args.stores.filter((store) => store.name.toLowerCase().includes(search.toLowerCase()));
    return <BranchContactSelector {...args} searchValue={search} onSearchChange={setSearch} stores={visible} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar Local' }), 'bel');
    await expect(within(canvas.getByRole('list', { name: 'Locales' })).getAllByRole('link')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar Local' }), 'x');
    await expect(canvas.getByRole('status')).toHaveTextContent('No encontramos locales para "belx".');
  },
};

/** Choosing a store calls back with its id before the link is followed. */
export const ChooseStore: Story = {
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /La Esquina Belgrano/ });
    await expect(link).toHaveAttribute('href', '../la-esquina-belgrano#delivery');
    await userEvent.click(link);
    await expect(args.onStoreSelect).toHaveBeenCalledWith('c2', expect.anything());
  },
};

/** The branch contact's own alias: the mode is chosen for that one store. */
export const ChoosingMenu: Story = {
  args: { choosingMenu: true, selectedModeId: null, stores: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '¿Qué menú quieres ver?' })).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    // The store is already chosen: no list of stores, and so no "no stores" message.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByText('No encontramos locales.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retiro en el local' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('take-away');
  },
};

export const Loading: Story = {
  args: { status: 'loading', stores: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Buscando locales' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { stores: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No encontramos locales.');
  },
};

/** Nothing matches the search: the empty state quotes it. */
export const EmptySearch: Story = {
  args: { stores: [], defaultSearchValue: 'Rosario' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No encontramos locales para "Rosario".');
  },
};

/** The branch-contact list failed: the error and a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', stores: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Hubo un error buscando los locales, vuelva a intentarlo en unos minutos',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** NPS badges disabled for the branch: none shows, whatever the averages. */
export const NpsDisabled: Story = {
  args: { npsEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('★')).not.toBeInTheDocument();
  },
};

/** The diner's address in the `address` slot: the stores show their distance, nearest first. */
export const WithAddress: Story = {
  args: {
    address: (
      <DeliveryDestination
        address="Av. Córdoba 1500, CABA"
        emptyText={locationMessages.destination.askForStores}
        onChange={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Av. Córdoba 1500, CABA')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toBeVisible();
    const cards = within(canvas.getByRole('list', { name: 'Locales' })).getAllByRole('link');
    await expect(cards.map((card) => card.textContent?.match(/\d+,\d km/)?.[0])).toEqual([
      '0,9 km',
      '4,4 km',
      '6,0 km',
    ]);
  },
};

/** No address yet: why to give one; the stores show no distance and come by name. */
export const WithoutAddress: Story = {
  args: {
    address: (
      <DeliveryDestination address={null} emptyText={locationMessages.destination.askForStores} onChange={fn()} />
    ),
    stores: stores.map(({ distanceMetres: _unknown, ...store }) => store),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(locationMessages.destination.askForStores)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ingresar dirección' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Locales' })).not.toHaveTextContent('km');
  },
};

/** With an address, dark (contrast checked by axe). */
export const WithAddressDark: Story = {
  ...WithAddress,
  globals: { mode: 'dark' },
};

export const Phone320: Story = {
  parameters: {
    viewport: { options: { phone320: { name: 'Teléfono 320 px', styles: { width: '320px', height: '640px' } } } },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/** Under a dark partner theme (contrast checked by axe). */
export const DarkPartner: Story = {
  globals: { mode: 'dark', partner: 'medianoche' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark');
  },
};
