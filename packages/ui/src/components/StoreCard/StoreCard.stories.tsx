import { NPS_BADGE_THRESHOLD } from '@comanda/domain/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoreCard } from './StoreCard.tsx';

const meta = {
  title: 'Choosing/StoreCard',
  component: StoreCard,
  args: {
    name: 'La Esquina Palermo',
    address: 'Av. Santa Fe 3456, Palermo',
    distanceMetres: 1234,
    npsAverage: 4.26,
    npsEnabled: true,
    href: '../la-esquina-palermo#delivery',
    onSelect: fn((event) => event.preventDefault()),
  },
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 480 }}>
      <li>
        <StoreCard {...args} />
      </li>
    </ul>
  ),
} satisfies Meta<typeof StoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link');

/** Distance in km with one decimal, the NPS average with one decimal; the link goes to the store. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const link = card(canvasElement);
    await expect(link).toHaveAttribute('href', '../la-esquina-palermo#delivery');
    await expect(link).toHaveTextContent('1,2 km');
    await expect(link).toHaveAccessibleName(/Calificación 4,3/);
    await expect(within(link).queryByText('Cerrado')).not.toBeInTheDocument();
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** Closed now: the 'Cerrado' badge; the store can still be opened (to schedule or browse). */
export const Closed: Story = {
  args: { closed: true },
  play: async ({ canvasElement }) => {
    const link = card(canvasElement);
    await expect(link).toHaveAttribute('data-state', 'closed');
    await expect(within(link).getByText('Cerrado')).toBeVisible();
  },
};

/** NPS badges disabled for the branch: no badge whatever the average. */
export const NpsDisabled: Story = {
  args: { npsEnabled: false, npsAverage: 4.9 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).not.toHaveTextContent('4,9');
  },
};

/** An average under the threshold (4.0) shows no badge. */
export const NpsBelowThreshold: Story = {
  args: { npsAverage: NPS_BADGE_THRESHOLD - 0.01 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).not.toHaveTextContent('★');
  },
};

/** Exactly at the threshold the badge shows, with one decimal. */
export const NpsAtThreshold: Story = {
  args: { npsAverage: NPS_BADGE_THRESHOLD },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('4,0');
  },
};

/** Without the diner's location there is no distance. */
export const WithoutDistance: Story = {
  args: { distanceMetres: null },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).not.toHaveTextContent('km');
  },
};

/** Short distances still read in km: 50 m → '0,1 km'. */
export const Nearby: Story = {
  args: { distanceMetres: 50 },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement)).toHaveTextContent('0,1 km');
  },
};

/** Keyboard: Tab reaches the card, Enter follows it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(card(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

export const LongNames: Story = {
  args: {
    name: 'Parrilla y Pastas Don Ernesto — Sucursal Avenida del Libertador',
    address: 'Av. del Libertador 14.500, Martínez, San Isidro, Provincia de Buenos Aires',
    distanceMetres: 12890,
    closed: true,
  },
  play: async ({ canvasElement }) => {
    const link = card(canvasElement);
    await expect(link).toHaveTextContent('12,9 km');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};
