import { riderShipmentDetailPath } from '@comanda/domain/rider';
import { shipmentMessages } from '@comanda/domain/shipments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShipmentList, type ShipmentListItem } from './ShipmentList.tsx';

const shipments: ShipmentListItem[] = [
  {
    type: 'simple',
    id: '101',
    code: 'A1B2C3',
    status: 'LOOKING_FOR_DRIVER',
    addresses: ['Av. Corrientes 1234, CABA', 'Av. Santa Fe 3200, CABA'],
    href: riderShipmentDetailPath('la-esquina', 'simple', '101'),
  },
  {
    type: 'stack',
    id: '7',
    code: 'M-0007',
    status: 'LOOKING_FOR_DRIVER',
    addresses: ['Av. Corrientes 1234, CABA', 'Uriburu 1010, CABA', 'Paraguay 2050, CABA', 'Billinghurst 900, CABA'],
    href: riderShipmentDetailPath('la-esquina', 'stack', '7'),
  },
];

const meta = {
  title: 'Logistics/ShipmentList',
  component: ShipmentList,
  args: { shipments, onRefresh: fn() },
} satisfies Meta<typeof ShipmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single shipments and stacks as rows linking to their detail; refresh reloads. */
export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
    const rows = within(canvas.getByRole('list', { name: 'Envíos' })).getAllByRole('link');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveAttribute('href', '/logistics/la-esquina/shipments/simple/101');
    await expect(rows[0]).toHaveTextContent('Pedido A1B2C3');
    await expect(rows[0]).toHaveTextContent('Buscando repartidor');
    await expect(rows[1]).toHaveAttribute('href', '/logistics/la-esquina/shipments/stack/7');
    await expect(rows[1]).toHaveTextContent('Multientrega');
    const stops = within(rows[1] as HTMLElement).getAllByRole('listitem');
    await expect(stops.map((stop) => stop.textContent)).toEqual([
      'A: Av. Corrientes 1234, CABA',
      'B: Uriburu 1010, CABA',
      'C: Paraguay 2050, CABA',
      'D: Billinghurst 900, CABA',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { shipments: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No hay envíos para entregar')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { shipments: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Cargando' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Actualizar' })).toBeDisabled();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Actualizar' });
    await expect(refresh).toBeDisabled();
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { shipments: [], error: shipmentMessages.listFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Hubo un error buscando los envíos, vuelva a intentarlo en unos minutos',
    );
  },
};

export const Forbidden: Story = {
  args: { shipments: [], error: shipmentMessages.forbidden },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No tienes permisos para ver los envíos');
  },
};
