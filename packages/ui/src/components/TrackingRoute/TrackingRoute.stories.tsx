import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackingRoute } from './TrackingRoute.tsx';

const branch = { name: 'La Esquina', address: 'Honduras 4900, Palermo', position: { lat: -34.5875, lng: -58.4305 } };
const destination = { address: 'Gorriti 4700, 1414, Buenos Aires, CABA', position: { lat: -34.5881, lng: -58.4282 } };
/** About 1,2 km south of the destination. */
const riderOnTheWay = { lastLocation: { lat: -34.5989, lng: -58.4282 } };

const meta = {
  title: 'Logistics/TrackingRoute',
  component: TrackingRoute,
  args: { tracking: { status: 'ON_ROUTE_TO_DROPOFF', branch, destination, rider: riderOnTheWay } },
} satisfies Meta<typeof TrackingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const detailOf = (canvasElement: HTMLElement, term: string) =>
  within(canvasElement).getByText(term, { selector: 'dt' }).nextElementSibling;

/** On the way to the customer: the venue, the destination, the distance and the rider's, in words. */
export const RiderOnTheWay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'El recorrido' })).toBeVisible();
    await expect(detailOf(canvasElement, 'Sale de')).toHaveTextContent('La Esquina, Honduras 4900, Palermo');
    await expect(detailOf(canvasElement, 'Llega a')).toHaveTextContent('Gorriti 4700, 1414, Buenos Aires, CABA');
    await expect(detailOf(canvasElement, 'Distancia')).toHaveTextContent('0,2 km');
    const rider = detailOf(canvasElement, 'Repartidor');
    await expect(rider).toHaveTextContent('A 1,2 km de tu dirección');
    // Read out when it changes, without interrupting.
    await expect(rider).toHaveAttribute('aria-live', 'polite');
  },
};

/** Before a rider takes the order, and without the destination's point: no distance is made up. */
export const NoRiderNoPoint: Story = {
  args: {
    tracking: {
      status: 'LOOKING_FOR_DRIVER',
      branch,
      destination: { address: destination.address },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Distancia')).not.toBeInTheDocument();
    await expect(detailOf(canvasElement, 'Repartidor')).toHaveTextContent('Sin ubicación por ahora');
  },
};

/** The rider at the door. */
export const RiderArriving: Story = {
  args: {
    tracking: {
      status: 'ON_ROUTE_TO_DROPOFF',
      branch,
      destination,
      rider: { lastLocation: { lat: -34.5882, lng: -58.4282 } },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(detailOf(canvasElement, 'Repartidor')).toHaveTextContent('A menos de 100 m de tu dirección');
  },
};

/** Dark (contrast checked by axe). */
export const RiderOnTheWayDark: Story = { ...RiderOnTheWay, globals: { mode: 'dark' } };

/** A long address wraps on the narrowest phone instead of pushing the page sideways. */
export const Phone320: Story = {
  args: {
    tracking: {
      status: 'ON_ROUTE_TO_DROPOFF',
      branch: {
        ...branch,
        address: 'Avenida Presidente Figueroa Alcorta 7597, Núñez, Ciudad Autónoma de Buenos Aires',
      },
      destination,
      rider: riderOnTheWay,
    },
  },
  parameters: {
    viewport: { options: { phone320: { name: 'Teléfono 320 px', styles: { width: '320px', height: '640px' } } } },
  },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
