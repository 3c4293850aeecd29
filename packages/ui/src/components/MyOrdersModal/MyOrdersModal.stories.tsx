import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { type MyOrdersItem, MyOrdersModal } from './MyOrdersModal.tsx';

const orders: MyOrdersItem[] = [
  {
    id: 3,
    code: 'K7Q2',
    orderedAt: '2025-05-16T23:30:00Z',
    total: 1550050,
    status: 'GENERATED',
    orderModeName: 'Delivery',
  },
  {
    id: 2,
    code: 'H4M9',
    orderedAt: '2025-05-10T15:05:00Z',
    total: 820000,
    status: 'DELIVERED',
    orderModeName: 'Take Away',
  },
  {
    id: 1,
    code: 'B1X8',
    orderedAt: '2025-04-28T22:45:00Z',
    total: 450000,
    status: 'CANCELED',
    orderModeName: 'Delivery',
  },
  {
    id: 0,
    code: 'A0Z1',
    orderedAt: '2025-04-20T21:00:00Z',
    total: 300000,
    status: 'UNCONFIRMED',
    orderModeName: 'Delivery',
  },
];

const meta = {
  title: 'Modals/MyOrdersModal',
  component: MyOrdersModal,
  args: { trigger: <Button tone="ghost">Mis pedidos</Button>, orders, onOpenChange: fn() },
} satisfies Meta<typeof MyOrdersModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished (a story that starts open). */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Open → each order shows code, date (branch zone), total, Spanish status and mode → Escape closes. */
export const WithOrders: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Mis pedidos' });
    await userEvent.click(trigger);
    const dialog = await shownDialog(canvasElement, 'Mis pedidos');
    const items = within(dialog).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    const first = within(items[0] as HTMLElement);
    await expect(first.getByText('Pedido K7Q2')).toBeVisible();
    await expect(first.getByText('16/05/2025 · 20:30 hs')).toBeVisible();
    await expect(first.getByText('$ 15.500,50')).toBeVisible();
    await expect(first.getByText('Recibido')).toBeVisible();
    await expect(first.getByText('Delivery')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('Entregado')).toBeVisible();
    await expect(within(items[2] as HTMLElement).getByText('Cancelado')).toBeVisible();
    await expect(within(items[3] as HTMLElement).getByText('Pendiente de pago')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** With `onSelectOrder`, every order is a button. */
export const SelectsAnOrder: Story = {
  args: { onSelectOrder: fn() },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Mis pedidos' }));
    const dialog = await shownDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /Pedido H4M9/ }));
    await expect(args.onSelectOrder).toHaveBeenCalledWith(orders[1]);
  },
};

/** With `onReorder`, each delivered order offers 'Repetir pedido', described by its code. */
export const ReordersADeliveredOrder: Story = {
  args: { onSelectOrder: fn(), onReorder: fn(), defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const reorder = within(dialog).getAllByRole('button', { name: 'Repetir pedido' });
    // Only H4M9 was delivered.
    await expect(reorder).toHaveLength(1);
    await expect(reorder[0]).toHaveAccessibleDescription(/H4M9/);
    await userEvent.click(reorder[0] as HTMLElement);
    await expect(args.onReorder).toHaveBeenCalledWith(orders[1]);
    await expect(args.onSelectOrder).not.toHaveBeenCalled();
  },
};

/** While its lines are rebuilt, the order's 'Repetir pedido' waits. */
export const Reordering: Story = {
  args: { onReorder: fn(), reorderingCode: 'H4M9', defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    const reorder = within(dialog).getByRole('button', { name: /Repetir pedido/ });
    await expect(reorder).toHaveAttribute('aria-busy', 'true');
    await expect(reorder).toBeDisabled();
  },
};

export const ReorderingDark: Story = { ...Reordering, globals: { mode: 'dark' } };

export const Empty: Story = {
  args: { orders: [], defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Mis pedidos');
    await expect(within(dialog).getByText('No tienes pedidos realizados')).toBeVisible();
    await expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { orders: [], loading: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Mis pedidos');
    await expect(within(dialog).getByRole('status', { name: 'Cargando pedidos' })).toBeInTheDocument();
    await expect(within(dialog).queryByText('No tienes pedidos realizados')).not.toBeInTheDocument();
  },
};

/** The orders call is paged: the next page loads on request. */
export const WithMorePages: Story = {
  args: { hasMore: true, onLoadMore: fn(), defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver más pedidos' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const InUruguay: Story = {
  args: {
    defaultOpen: true,
    country: 'uy',
    timeZone: 'America/Montevideo',
    orders: [
      {
        id: 9,
        code: 'UY01',
        orderedAt: '2025-05-16T23:30:00Z',
        total: 98000,
        status: 'READY',
        orderModeName: 'Delivery',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await shownDialog(canvasElement);
    await expect(within(dialog).getByText('$U 980')).toBeVisible();
    await expect(within(dialog).getByText('Listo')).toBeVisible();
  },
};
