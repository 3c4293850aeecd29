import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { OrderLoyaltyModal } from './OrderLoyaltyModal.tsx';

const meta = {
  title: 'After the order/OrderLoyaltyModal',
  component: OrderLoyaltyModal,
  args: {
    pointsName: 'Puntos',
    redeemedPoints: 150,
    gainedPoints: 1223,
    trigger: <Button tone="bordered">Mis Puntos</Button>,
  },
} satisfies Meta<typeof OrderLoyaltyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order spent and earned points: both, and when the earned ones are credited; closed by keyboard. */
export const RedeemedAndGained: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mis Puntos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mis Puntos' });
    const modal = within(dialog);
    await waitFor(() => expect(modal.getByText('Los Puntos de este pedido:')).toBeVisible());
    await expect(modal.getByText('Canjeados').nextElementSibling).toHaveTextContent('150');
    await expect(modal.getByText('Sumados').nextElementSibling).toHaveTextContent('1.223');
    await expect(modal.getByText('Los Puntos sumados se acreditan cuando el pedido está pago.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Only earned points (nothing spent on the order); 'Entendido' closes it. */
export const OnlyGained: Story = {
  args: { redeemedPoints: 0, gainedPoints: 80, pointsName: 'Estrellas', trigger: <Button>Mis Estrellas</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mis Estrellas' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mis Estrellas' }));
    await expect(dialog.getByText('Canjeados').nextElementSibling).toHaveTextContent('0');
    await expect(dialog.getByText('Sumados').nextElementSibling).toHaveTextContent('80');
    await userEvent.click(dialog.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
