import { locationMessages } from '@comanda/domain/location';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeliveryDestination } from './DeliveryDestination.tsx';
import { DeliveryDestinationPlaceholder } from './DeliveryDestinationPlaceholder.tsx';

const texts = locationMessages.destination;

const meta = {
  title: 'Choosing/DeliveryDestination',
  component: DeliveryDestination,
  args: { address: null, emptyText: texts.askForFees, onChange: fn() },
} satisfies Meta<typeof DeliveryDestination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No address yet (the menu, the cart): why to give one, and 'Ingresar dirección'. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.askForFees)).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Ingresar dirección' });
    await expect(button).toHaveAccessibleDescription(texts.askForFees);
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** The store selector without an address: the stores are not measured yet. */
export const EmptyOnTheStoreSelector: Story = {
  args: { emptyText: texts.askForStores },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.askForStores)).toBeVisible();
  },
};

/** An address given: 'Enviar a' it, and 'Cambiar'. */
export const WithAddress: Story = {
  args: { address: 'Charcas 3900, Palermo, Buenos Aires' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Charcas 3900, Palermo, Buenos Aires')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toHaveAccessibleDescription(
      'Enviar a Charcas 3900, Palermo, Buenos Aires',
    );
  },
};

/** An address typed without a point: what is missing, and the fix as the button. */
export const WithoutAPoint: Story = {
  args: {
    address: 'Calle sin nombre 123',
    note: locationMessages.unplaced,
    actionLabel: locationMessages.fixes.placeOnMap,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(locationMessages.unplaced)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ubicar en el mapa' })).toBeVisible();
  },
};

/** Keyboard: the button is reached by Tab and pressed with Enter; it is a full touch target. */
export const Keyboard: Story = {
  args: { address: 'Gorriti 4700, Palermo, Buenos Aires' },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Cambiar' });
    await expect(button).toHaveFocus();
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

/** A long address wraps on a 320 px phone instead of widening the page. */
export const Phone320: Story = {
  args: { address: 'Avenida Raúl Scalabrini Ortiz 2112, Palermo, Ciudad Autónoma de Buenos Aires' },
  parameters: {
    viewport: { options: { phone320: { name: 'Teléfono 320 px', styles: { width: '320px', height: '640px' } } } },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(documentElement.clientWidth);
  },
};

/** Dark, empty (contrast checked by axe). */
export const DarkEmpty: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark');
    await expect(within(canvasElement).getByRole('button', { name: 'Ingresar dirección' })).toBeVisible();
  },
};

/** Dark, with an address and a note. */
export const DarkWithAddress: Story = {
  globals: { mode: 'dark' },
  args: { ...WithoutAPoint.args },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-color-mode]')).toHaveAttribute('data-color-mode', 'dark');
    await expect(within(canvasElement).getByText(locationMessages.unplaced)).toBeVisible();
  },
};

/** While its code loads, the menu holds its room: nothing to read, nothing below moves when it arrives. */
export const Placeholder: Story = {
  render: () => <DeliveryDestinationPlaceholder />,
  play: async ({ canvasElement }) => {
    const placeholder = canvasElement.querySelector('[data-slot="delivery-destination"]') as HTMLElement;
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    await expect(placeholder.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
