import { validationMessages } from '@comanda/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddressSummary } from './AddressSummary.tsx';

const meta = {
  title: 'Checkout/AddressSummary',
  component: AddressSummary,
  args: {
    address: 'Gorriti 4850, C1414, Buenos Aires, CABA',
    betweenStreets: 'Armenia y Malabia',
    details: 'Timbre 3B',
    onChange: fn(),
  },
} satisfies Meta<typeof AddressSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Cambiar' asks the app to open its address modal. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'MI DIRECCIÓN' })).toBeVisible();
    await expect(canvas.getByText('Gorriti 4850, C1414, Buenos Aires, CABA')).toBeVisible();
    await expect(canvas.getByText('Entrecalles: Armenia y Malabia')).toBeVisible();
    await expect(canvas.getByText('Aclaraciones: Timbre 3B')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const AddressOnly: Story = {
  args: { betweenStreets: null, details: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Entrecalles/)).not.toBeInTheDocument();
  },
};

/** No address yet, with the submit error. */
export const Empty: Story = {
  args: {
    address: null,
    betweenStreets: null,
    details: null,
    error: validationMessages.checkout.deliveryAddressRequired,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ingrese una dirección')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Debe ingresar dirección para poder realizar el pedido.');
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toHaveAccessibleDescription(
      'Debe ingresar dirección para poder realizar el pedido.',
    );
  },
};

/** Outside the delivery zone. */
export const OutsideDeliveryZone: Story = {
  args: { error: validationMessages.checkout.outsideDeliveryZone },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Tu dirección no se encuentra dentro de la zona de entrega.',
    );
  },
};
