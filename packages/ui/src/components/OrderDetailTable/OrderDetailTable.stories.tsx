import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderDetailTable } from './OrderDetailTable.tsx';

const meta = {
  title: 'After the order/OrderDetailTable',
  component: OrderDetailTable,
  args: {
    items: [
      {
        id: '1',
        name: 'Hamburguesa completa',
        quantity: 2,
        accPrice: 1800000,
        notes: 'Sin cebolla',
        extras: [
          {
            groupName: 'Agregados',
            groupItems: [
              { name: 'Cheddar', quantity: 2 },
              { name: 'Panceta', quantity: 1 },
              { name: 'Huevo', quantity: 0 },
            ],
          },
        ],
      },
      { id: '2', name: 'Papas fritas', quantity: 1, accPrice: 450000 },
    ],
    itemsPrice: 2250000,
    surcharges: [{ name: 'Recargo por tarjeta', amount: 50000 }],
    discounts: [{ name: 'Descuento BIENVENIDA', amount: 225000 }],
    deliveryFee: 0,
    userServiceFee: 30000,
    total: 2105000,
    paymentName: 'Efectivo',
    paysWith: 2500000,
    address: 'Av. Corrientes 1234, Balvanera, CABA',
    betweenStreets: 'Talcahuano y Libertad',
    addressDetails: 'Piso 3, depto B',
    notes: 'Tocar timbre fuerte',
    customerName: 'Juana Pérez',
  },
} satisfies Meta<typeof OrderDetailTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A delivery paid in cash: items with extras and notes, a surcharge, a discount, fees and the address. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Detalle del pedido' });
    const t = within(table);
    await expect(t.getByRole('cell', { name: /Hamburguesa completa/ })).toHaveTextContent(
      '2 xHamburguesa completaAgregados: 2 x Cheddar, PancetaNota: Sin cebolla',
    );
    await expect(t.getByText('$ 18.000')).toBeVisible();
    await expect(t.getByRole('rowheader', { name: 'Subtotal' })).toBeVisible();
    await expect(t.getByText('-$ 2.250')).toBeVisible();
    await expect(t.getByText('Gratis')).toBeVisible();
    await expect(t.getByText('$ 300')).toBeVisible();
    await expect(t.getByRole('row', { name: 'Total $ 21.050' })).toBeVisible();
    await expect(canvas.getByText('Abona con')).toBeVisible();
    await expect(canvas.getByText('$ 25.000')).toBeVisible();
    await expect(canvas.getByText('Talcahuano y Libertad')).toBeVisible();
    await expect(canvas.getByText('Tocar timbre fuerte')).toBeVisible();
    await expect(canvas.getByText('Nombre')).toBeVisible();
    await expect(canvas.getByText('Juana Pérez')).toBeVisible();
  },
};

/** An order at a table: no address, no delivery fee, a waived service fee. */
export const AtTable: Story = {
  args: {
    items: [{ id: '1', name: 'Milanesa napolitana', quantity: 1, accPrice: 1200000 }],
    itemsPrice: 1200000,
    surcharges: [],
    discounts: [],
    deliveryFee: null,
    userServiceFee: 0,
    total: 1200000,
    paymentName: 'Tarjeta de crédito',
    paysWith: null,
    address: null,
    betweenStreets: null,
    addressDetails: null,
    table: 'Mesa 12',
    notes: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(Bonificada)')).toBeVisible();
    await expect(canvas.queryByText('Envío')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Dirección')).not.toBeInTheDocument();
    await expect(canvas.getByText('Mesa 12')).toBeVisible();
    await expect(canvas.getByText('Tarjeta de crédito')).toBeVisible();
  },
};

/** Delivery with a paid delivery fee. */
export const PaidDelivery: Story = {
  args: { deliveryFee: 150000, discounts: [], surcharges: [], total: 2430000 },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByRole('row', { name: 'Envío $ 1.500' })).toBeVisible();
  },
};
