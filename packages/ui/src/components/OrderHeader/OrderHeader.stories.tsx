import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderHeader, paymentIconKinds } from './OrderHeader.tsx';

const meta = {
  title: 'After the order/OrderHeader',
  component: OrderHeader,
  args: {
    code: 'A1B2C3',
    type: 'DELIVERY',
    // 21:30 in Buenos Aires (UTC−3).
    orderedAt: '2025-04-12T00:30:00Z',
    total: 1850050,
    paymentIcon: 'cash',
    paymentLabel: 'Efectivo',
  },
  argTypes: { paymentIcon: { control: 'inline-radio', options: paymentIconKinds } },
} satisfies Meta<typeof OrderHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedido A1B2C3' })).toBeVisible();
    await expect(canvas.getByText('Delivery')).toBeVisible();
    await expect(canvas.getByText('21:30 hs · 11/04/2025')).toBeVisible();
    await expect(canvas.queryByText(/Programado/)).not.toBeInTheDocument();
    await expect(canvas.getByText('$ 18.500,50')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Efectivo' })).toBeVisible();
  },
};

/** A scheduled order: when it is due, in the branch's time zone, under the time it was placed. */
export const Scheduled: Story = {
  args: { scheduledAt: '2025-04-12T23:00:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21:30 hs · 11/04/2025')).toBeVisible();
    await expect(canvas.getByText('Programado para el 12/04/2025 a las 20:00 hs')).toBeVisible();
  },
};

export const TakeAwayByCard: Story = {
  args: { type: 'TAKE_AWAY', paymentIcon: 'card', paymentLabel: 'Tarjeta de crédito', total: 990000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Retiro en el local')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Tarjeta de crédito' })).toBeVisible();
    await expect(canvas.getByText('$ 9.900')).toBeVisible();
  },
};

export const Table: Story = {
  args: { type: 'TABLE', paymentIcon: 'transfer', paymentLabel: 'Transferencia' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En mesa')).toBeVisible();
  },
};

/** Another country's currency: Chilean pesos have no decimals. */
export const OtherCountry: Story = {
  args: { type: 'SELF_SERVICE', country: 'cl', total: 12500, paymentIcon: 'other', paymentLabel: 'Otro medio de pago' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Autoservicio')).toBeVisible();
    await expect(canvas.getByText(/12\.500/)).toBeVisible();
  },
};

const paymentNames = {
  cash: 'Efectivo',
  card: 'Tarjeta de débito',
  transfer: 'Transferencia',
  other: 'Otro medio de pago',
} as const;

/** Every payment icon, each named for screen readers. */
export const PaymentIcons: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {paymentIconKinds.map((kind, index) => (
        <OrderHeader key={kind} {...args} code={`A1B2C${index}`} paymentIcon={kind} paymentLabel={paymentNames[kind]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of Object.values(paymentNames)) await expect(canvas.getByRole('img', { name })).toBeVisible();
  },
};
