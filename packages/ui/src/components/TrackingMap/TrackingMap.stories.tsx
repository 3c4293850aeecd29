import { formatEtaRange, MAP_FIT_PADDING_PX, MARKER_ICON_SIZE, trackingMarkers } from '@comanda/domain/tracking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Spinner } from '../Spinner/Spinner.tsx';
import { TrackingOverlay } from '../TrackingOverlay/TrackingOverlay.tsx';
import { LazyTrackingMap, TrackingMapPlaceholder } from './LazyTrackingMap.tsx';
import { TrackingMap } from './TrackingMap.tsx';

/** A local tile (a light grid): the stories never touch the network. */
const tileUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef2ec"/><path d="M0 128H256M128 0V256" stroke="#d5ddd2" stroke-width="6"/></svg>',
)}`;

const positions = {
  rider: { lat: -34.5952, lng: -58.4012 },
  branch: { lat: -34.6037, lng: -58.3816 },
  destination: { lat: -34.5886, lng: -58.4109 },
};

const meta = {
  title: 'Logistics/TrackingMap',
  component: TrackingMap,
  args: {
    markers: trackingMarkers({ status: 'ON_ROUTE_TO_DROPOFF', ...positions }),
    tileUrl,
    attribution: '© colaboradores de OpenStreetMap',
  },
} satisfies Meta<typeof TrackingMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const markerNamed = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('img', { name });

/** Rider, branch and destination markers, 36×36, zoom controls hidden, tiles from the given URL. */
export const RiderOnTheWay: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Mapa del envío' })).toBeVisible();
    for (const name of ['Repartidor', 'Local', 'Destino']) {
      const marker = await markerNamed(canvasElement, name);
      const icon = marker.parentElement as HTMLElement;
      await expect(icon).toHaveAttribute('title', name);
      await expect(icon.getBoundingClientRect().width).toBe(MARKER_ICON_SIZE[0]);
      await expect(icon.getBoundingClientRect().height).toBe(MARKER_ICON_SIZE[1]);
    }
    await expect(canvasElement.querySelector('.leaflet-control-zoom')).toBeNull();
    await waitFor(() => expect(canvasElement.querySelector('img.leaflet-tile')).toHaveAttribute('src', tileUrl));
  },
};

/** Before pick-up is accepted there is no rider marker; the map centres on the others. */
export const WithoutRider: Story = {
  args: { markers: trackingMarkers({ status: 'LOOKING_FOR_DRIVER', ...positions }) },
  play: async ({ canvasElement }) => {
    await markerNamed(canvasElement, 'Local');
    await markerNamed(canvasElement, 'Destino');
    await expect(within(canvasElement).queryByRole('img', { name: 'Repartidor' })).not.toBeInTheDocument();
  },
};

/** Markers with missing or zero positions are dropped by the domain. */
export const MissingPositions: Story = {
  args: {
    markers: trackingMarkers({
      status: 'ON_ROUTE_TO_DROPOFF',
      rider: { lat: 0, lng: 0 },
      branch: positions.branch,
      destination: null,
    }),
  },
  play: async ({ canvasElement }) => {
    await markerNamed(canvasElement, 'Local');
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
  },
};

/** No marker at all: the domain's default centre, still no error. */
export const NoMarkers: Story = {
  args: { markers: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.leaflet-container')).not.toBeNull());
    await expect(within(canvasElement).queryByRole('img', { name: 'Repartidor' })).not.toBeInTheDocument();
  },
};

/** The tracking page's overlay for an order on its way. */
function RiderOnTheWayOverlay() {
  return (
    <TrackingOverlay
      code="A1B2C3"
      shippedAt="2025-04-12T00:30:00Z"
      status="ON_ROUTE_TO_DROPOFF"
      rider={{ name: 'Juan Pérez', phone: '+54 9 11 5555-4444' }}
      eta={formatEtaRange(10, 20)}
      securityCode="4821"
      onRefresh={fn()}
    />
  );
}

/** The tracking page: the overlay lies over the full-height map. */
export const WithOverlay: Story = {
  render: (args) => (
    <TrackingMap {...args}>
      <RiderOnTheWayOverlay />
    </TrackingMap>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await markerNamed(canvasElement, 'Repartidor');
    await expect(canvas.getByRole('heading', { name: 'Pedido A1B2C3' })).toBeVisible();
    await expect(canvas.getByText('Entrega estimada: 10-20 min')).toBeVisible();
  },
};

const rectOf = async (canvasElement: HTMLElement, name: string) =>
  ((await markerNamed(canvasElement, name)).parentElement as HTMLElement).getBoundingClientRect();

/**
 * Rider, venue and destination together: the map is fitted to the three (a street's zoom, not the
 * country's), each marker inside the map and below the overlay's panel, with padding.
 */
export const FitsTheMarkers: Story = {
  render: (args) => (
    <TrackingMap {...args}>
      <RiderOnTheWayOverlay />
    </TrackingMap>
  ),
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Mapa del envío' }).getBoundingClientRect();
    const panel = (
      within(canvasElement).getByRole('heading', { name: 'Pedido A1B2C3' }).closest('section') as HTMLElement
    ).getBoundingClientRect();
    await waitFor(async () => {
      const branch = await rectOf(canvasElement, 'Local');
      const destination = await rectOf(canvasElement, 'Destino');
      // At the opening zoom (5) the two, 3 km apart, would lie on the same pixels.
      await expect(Math.hypot(branch.x - destination.x, branch.y - destination.y)).toBeGreaterThan(100);
    });
    for (const name of ['Repartidor', 'Local', 'Destino']) {
      const marker = await rectOf(canvasElement, name);
      await expect(marker.top).toBeGreaterThanOrEqual(panel.bottom);
      await expect(marker.bottom).toBeLessThanOrEqual(map.bottom - MAP_FIT_PADDING_PX / 2);
      await expect(marker.left).toBeGreaterThanOrEqual(map.left + MAP_FIT_PADDING_PX / 2);
      await expect(marker.right).toBeLessThanOrEqual(map.right - MAP_FIT_PADDING_PX / 2);
    }
  },
};

/** When the rider moves, the map follows: the three markers stay in view. */
export const FollowsTheRider: Story = {
  args: {
    markers: trackingMarkers({
      status: 'ON_ROUTE_TO_DROPOFF',
      ...positions,
      rider: { lat: -34.5702, lng: -58.4452 },
    }),
  },
  play: async ({ canvasElement }) => {
    const map = within(canvasElement).getByRole('region', { name: 'Mapa del envío' }).getBoundingClientRect();
    await waitFor(async () => {
      for (const name of ['Repartidor', 'Local', 'Destino']) {
        const marker = await rectOf(canvasElement, name);
        await expect(marker.left).toBeGreaterThanOrEqual(map.left);
        await expect(marker.right).toBeLessThanOrEqual(map.right);
        await expect(marker.top).toBeGreaterThanOrEqual(map.top);
        await expect(marker.bottom).toBeLessThanOrEqual(map.bottom);
      }
    });
  },
};

/** Loaded on demand through React.lazy, behind a Suspense fallback. */
export const Lazy: Story = {
  render: (args) => (
    <Suspense fallback={<Spinner />}>
      <LazyTrackingMap {...args} />
    </Suspense>
  ),
  play: async ({ canvasElement }) => {
    await markerNamed(canvasElement, 'Repartidor');
  },
};

/**
 * While the map loads (the Suspense fallback of the tracking page): the full-height frame with a
 * spinner, and the overlay already readable over it.
 */
export const Loading: Story = {
  render: () => (
    <TrackingMapPlaceholder>
      <RiderOnTheWayOverlay />
    </TrackingMapPlaceholder>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvas.getByRole('region', { name: 'Mapa del envío' });
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(frame.getBoundingClientRect().height).toBe(window.innerHeight);
    await expect(canvas.getByRole('status', { name: 'Cargando el mapa' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pedido A1B2C3' })).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull();
  },
};
