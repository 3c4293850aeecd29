import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressMap } from './AddressMap.tsx';

/** A 1×1 transparent PNG: the map's tiles never need the network in stories. */
const blankTile =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const meta = {
  title: 'Address/AddressMap',
  component: AddressMap,
  args: { tileUrl: blankTile, attribution: '© OpenStreetMap', onPositionChange: fn() },
} satisfies Meta<typeof AddressMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: Buenos Aires at zoom 4, no pin. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('region', { name: 'Mapa' });
    await expect(map).toHaveAttribute('data-state', 'default');
    await expect(canvas.getByRole('button', { name: 'Acercar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alejar' })).toBeVisible();
    await expect(canvas.queryByTitle('Ubicación elegida')).not.toBeInTheDocument();
    await expect(canvas.getByText('© OpenStreetMap', { exact: false })).toBeVisible();
  },
};

/** A chosen place: the pin, at zoom 16. */
export const Chosen: Story = {
  args: { position: { lat: -34.6037, lng: -58.3842 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Mapa' })).toHaveAttribute('data-state', 'chosen');
    await waitFor(() => expect(canvas.getByTitle('Ubicación elegida')).toBeVisible());
  },
};

/** A click moves the pin: the caller gets the coordinates. */
export const ClickMovesThePin: Story = {
  args: { position: { lat: -34.6037, lng: -58.3842 } },
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Mapa' });
    const container = region.querySelector('.leaflet-container') as HTMLElement;
    await userEvent.click(container);
    await waitFor(() => expect(args.onPositionChange).toHaveBeenCalled());
    const [position] = (args.onPositionChange as ReturnType<typeof fn>).mock.lastCall ?? [];
    await expect(position).toEqual({ lat: expect.closeTo(-34.6037, 1), lng: expect.closeTo(-58.3842, 1) });
  },
};

/** The zoom buttons work from the keyboard. */
export const ZoomByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Acercar' });
    zoomIn.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Alejar' })).toBeEnabled();
  },
};
