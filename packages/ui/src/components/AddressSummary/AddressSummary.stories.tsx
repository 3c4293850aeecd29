import { locationMessages } from '@comanda/domain/location';
import { validationMessages } from '@comanda/domain/validation';
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
    // Read once, as it appears: the button does not repeat it as its description.
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toHaveAccessibleDescription('');
  },
};

/** Outside the delivery zone: the button is the fix. */
export const OutsideDeliveryZone: Story = {
  args: { error: validationMessages.checkout.outsideDeliveryZone, changeLabel: locationMessages.fixes.changeAddress },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Tu dirección no se encuentra dentro de la zona de entrega.',
    );
    const fix = canvas.getByRole('button', { name: 'Cambiar dirección' });
    await expect(fix).toHaveAccessibleDescription('');
    await userEvent.click(fix);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** An address without a point to quote: the card says so and offers the map. */
export const NeedsPlacingOnTheMap: Story = {
  args: {
    address: 'Pasaje Santa Rosa 4701',
    betweenStreets: null,
    details: null,
    error: locationMessages.unplaced,
    changeLabel: locationMessages.fixes.placeOnMap,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Falta ubicar tu dirección en el mapa para calcular el envío.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ubicar en el mapa' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};
