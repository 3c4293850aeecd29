import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutStoreBlock } from './CheckoutStoreBlock.tsx';

const meta = {
  title: 'Checkout/CheckoutStoreBlock',
  component: CheckoutStoreBlock,
  args: {
    storeName: 'Sabores Palermo',
    address: 'Av. Santa Fe 3253, Palermo, Buenos Aires',
    onShowHours: fn(),
  },
} satisfies Meta<typeof CheckoutStoreBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Ver Horarios' asks the app to open the store's hours. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
    await expect(canvas.getByText('Sabores Palermo')).toBeVisible();
    await expect(canvas.getByText('Av. Santa Fe 3253, Palermo, Buenos Aires')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver Horarios' }));
    await expect(args.onShowHours).toHaveBeenCalledTimes(1);
  },
};

/** A long name and address wrap instead of pushing the button out. */
export const LongAddress: Story = {
  args: {
    storeName: 'Sabores de la Costa — Sucursal Centro Comercial Norte',
    address: 'Avenida del Libertador General San Martín 14.500, local 12, Martínez, San Isidro, Buenos Aires',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Ver Horarios' })).toBeVisible();
  },
};

export const WithoutAddress: Story = {
  args: { address: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="checkout-store-address"]')).toBeNull();
  },
};
