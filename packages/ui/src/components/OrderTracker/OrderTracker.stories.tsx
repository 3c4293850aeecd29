import { type OrderPaymentInput, orderStatusView } from '@comanda/domain/order';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderTracker } from './OrderTracker.tsx';

const now = new Date('2025-04-12T00:30:00Z');
const view = (input: Partial<OrderPaymentInput>) =>
  orderStatusView({ status: 'GENERATED', onlinePayment: false, orderedAt: now, now, ...input });

const meta = {
  title: 'After the order/OrderTracker',
  component: OrderTracker,
  args: { view: view({ status: 'ACCEPTED' }) },
} satisfies Meta<typeof OrderTracker>;

export default meta;
type Story = StoryObj<typeof meta>;

const nodeStates = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-state'));

export const Generated: Story = {
  args: { view: view({ status: 'GENERATED' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Estado del pedido' })).toBeVisible();
    await expect(nodeStates(canvasElement)).toEqual(['current', 'pending', 'pending', 'pending']);
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveTextContent('Recibido');
  },
};

export const Accepted: Story = {
  play: async ({ canvasElement }) => {
    await expect(nodeStates(canvasElement)).toEqual(['done', 'current', 'pending', 'pending']);
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('Aceptado');
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toHaveTextContent('Recibido, completado');
  },
};

export const Ready: Story = {
  args: { view: view({ status: 'READY' }) },
  play: async ({ canvasElement }) => {
    await expect(nodeStates(canvasElement)).toEqual(['done', 'done', 'current', 'pending']);
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('Listo');
  },
};

export const Delivered: Story = {
  args: { view: view({ status: 'DELIVERED' }) },
  play: async ({ canvasElement }) => {
    await expect(nodeStates(canvasElement)).toEqual(['done', 'done', 'done', 'done']);
    await expect(within(canvasElement).getByText('Entregado')).toBeVisible();
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** A canceled order: every node red, the last reads 'Cancelado'. */
export const Canceled: Story = {
  args: { view: view({ status: 'CANCELED' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(nodeStates(canvasElement)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    const items = canvas.getAllByRole('listitem');
    await expect(items[3]).toHaveTextContent('Cancelado');
    await expect(canvas.queryByText('Entregado')).not.toBeInTheDocument();
  },
};

/** A card order not paid yet: greyed, with the unconfirmed label. */
export const UnpaidCardOrder: Story = {
  args: { view: view({ status: 'UNCONFIRMED', onlinePayment: true, paymentStatus: 'PENDING' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pendiente de pago')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="order-tracker"]')).toHaveAttribute('data-greyed', 'true');
    await expect(nodeStates(canvasElement)).toEqual(['pending', 'pending', 'pending', 'pending']);
  },
};

/** A card order generated, unpaid and past the payment hours. */
export const PaymentExpired: Story = {
  args: {
    view: view({ status: 'GENERATED', onlinePayment: true, orderedAt: new Date('2025-04-11T20:00:00Z') }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pago vencido')).toBeVisible();
    await expect(canvas.getByText('Tiempo de pago vencido, vuelva a generar el pedido')).toBeVisible();
  },
};

/** The diner came back from the payment and it is not settled yet. */
export const ProcessingPayment: Story = {
  args: { view: view({ status: 'UNCONFIRMED', onlinePayment: true, paymentInProgress: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Procesando pago' })).toBeVisible();
    await expect(canvas.getByText('Procesando pago')).toBeVisible();
  },
};

/** A paid card order reads like any other. */
export const PaidCardOrder: Story = {
  args: { view: view({ status: 'GENERATED', onlinePayment: true, paymentStatus: 'APPROVED' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-greyed]')).toBeNull();
    await expect(nodeStates(canvasElement)).toEqual(['current', 'pending', 'pending', 'pending']);
  },
};
