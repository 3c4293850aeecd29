import { formatMinorUnits } from '@comanda/domain/money';
import { type CartProgressInput, cartProgress } from '@comanda/domain/order';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartProgress } from './CartProgress.tsx';

/** A delivery cart with a $ 15.000 minimum and free delivery from $ 30.000. */
const progressOf = (input: Partial<CartProgressInput>) =>
  cartProgress({
    mode: 'DELIVERY',
    itemsTotal: 0,
    itemCount: 1,
    minimum: 1500000,
    freeDeliveryFrom: 3000000,
    orderingEnabled: true,
    format: (amount) => formatMinorUnits(amount, 'ar'),
    ...input,
  });

const meta = {
  title: 'Cart/CartProgress',
  component: CartProgress,
  args: { progress: progressOf({ itemsTotal: 950000 }) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The light theme's status colours (theme/branchTheme.ts): warning #B45309, success #1E7D3A. */
const ORANGE = 'rgb(180, 83, 9)';
const GREEN = 'rgb(30, 125, 58)';

/** Below the minimum: orange, with what is missing. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Suma $ 5.500 para llegar al mínimo');
    const root = canvasElement.querySelector('[data-slot="cart-progress"]');
    await expect(root).toHaveAttribute('data-colour', 'orange');
    await expect(canvas.getByRole('progressbar', { name: 'Suma $ 5.500 para llegar al mínimo' })).toHaveAttribute(
      'aria-valuenow',
      '63',
    );
    await expect(root).toHaveStyle({ color: ORANGE });
  },
};

/** Minimum met, free delivery still ahead: green. */
export const BelowFreeDelivery: Story = {
  args: { progress: progressOf({ itemsTotal: 2000000 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Suma $ 10.000 para tener envío gratis');
    const root = canvasElement.querySelector('[data-slot="cart-progress"]');
    await expect(root).toHaveAttribute('data-colour', 'green');
    await expect(root).toHaveStyle({ color: GREEN });
  },
};

export const FreeDelivery: Story = {
  args: { progress: progressOf({ itemsTotal: 3200000 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('¡Tienes envío gratis!');
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** A minimum and no free-delivery offer. */
export const MinimumReached: Story = {
  args: { progress: progressOf({ itemsTotal: 1600000, freeDeliveryFrom: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('¡Llegaste al mínimo!');
  },
};

/** Take away has no minimum and no delivery: no message at all. */
export const NoMessage: Story = {
  args: { progress: progressOf({ mode: 'TAKE_AWAY', itemsTotal: 950000 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};

export const WithoutBar: Story = {
  args: { hideBar: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
