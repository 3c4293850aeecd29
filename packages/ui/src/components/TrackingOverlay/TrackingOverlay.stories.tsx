import { formatEtaRange } from '@comanda/domain/tracking';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrackingOverlay } from './TrackingOverlay.tsx';

const sampleLogo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#e85d04"/><text x="24" y="31" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">LE</text></svg>',
  );

const meta = {
  title: 'Logistics/TrackingOverlay',
  component: TrackingOverlay,
  args: {
    code: 'A1B2C3',
    shippedAt: '2025-04-12T00:30:00Z',
    status: 'ON_ROUTE_TO_DROPOFF',
    rider: { name: 'Juan Pérez', phone: '+54 9 11 5555-4444' },
    eta: formatEtaRange(10, 20),
    securityCode: '4821',
    branchLogoUrl: sampleLogo,
    branchName: 'La Esquina',
    onRefresh: fn(),
  },
  decorators: [
    (Story) => (
      <div
        style={{
          position: 'relative',
          height: 640,
          maxWidth: 480,
          background: 'repeating-linear-gradient(45deg, #dfe7df 0 12px, #e9efe9 12px 24px)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrackingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the way to the customer: rider contact, ETA and the delivery code. */
export const OnTheWay: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedido A1B2C3' })).toBeVisible();
    await expect(canvas.getByText('21:30 hs · 11/04/2025')).toBeVisible();
    await expect(canvas.getByText('En camino')).toBeVisible();
    await expect(canvas.getByText('Juan Pérez')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Escribir a Juan Pérez por WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5491155554444',
    );
    await expect(canvas.getByRole('link', { name: 'Llamar a Juan Pérez' })).toHaveAttribute(
      'href',
      'tel:+5491155554444',
    );
    await expect(canvas.getByText('Entrega estimada: 10-20 min')).toBeVisible();
    const code = within(canvas.getByRole('region', { name: 'Clave de entrega' }));
    await expect(code.getByText('El repartidor te solicitará esta clave al entregar el pedido')).toBeVisible();
    await expect(code.getByText('4821')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'La Esquina' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    // Follow-up §2: the branch logo sits in a corner of the map: horizontal centre, bottom, small.
    const overlay = canvasElement.querySelector('[data-slot="tracking-overlay"]')?.getBoundingClientRect();
    const panel = canvas.getByRole('region', { name: 'Pedido A1B2C3' }).getBoundingClientRect();
    const logo = canvas.getByRole('img', { name: 'La Esquina' }).getBoundingClientRect();
    if (!overlay) throw new Error('no overlay');
    await expect(Math.abs(logo.left + logo.width / 2 - (overlay.left + overlay.width / 2))).toBeLessThan(1);
    // Below the panel, at the overlay's bottom edge (inside its padding only).
    await expect(logo.top).toBeGreaterThan(panel.bottom);
    await expect(overlay.bottom - logo.bottom).toBeLessThanOrEqual(24);
    await expect(logo.width).toBeLessThanOrEqual(48);
    await expect(logo.height).toBeLessThanOrEqual(48);
  },
};

/** No rider yet: 'Sin repartidor', no contact, no ETA before the drop-off leg. */
export const LookingForDriver: Story = {
  args: { status: 'LOOKING_FOR_DRIVER', rider: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Buscando repartidor')).toBeVisible();
    await expect(canvas.getByText('Sin repartidor')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Entrega estimada/)).not.toBeInTheDocument();
  },
};

export const RiderAtVenue: Story = {
  args: { status: 'IN_STORE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Repartidor en el local')).toBeVisible();
    await expect(canvas.queryByText(/Entrega estimada/)).not.toBeInTheDocument();
  },
};

/** The rider block with links needs both a name and a phone. */
export const RiderWithoutPhone: Story = {
  args: { rider: { name: 'Juan Pérez', phone: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Juan Pérez')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** An empty ETA hides its line. */
export const WithoutEta: Story = {
  args: { eta: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Entrega estimada/)).not.toBeInTheDocument();
  },
};

/** A code that fails the validity check hides the section. */
export const InvalidDeliveryCode: Story = {
  args: { securityCode: '12' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Clave de entrega' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('12')).not.toBeInTheDocument();
  },
};

/** Missing data reads as em dashes. */
export const MissingData: Story = {
  args: { code: null, shippedAt: null, securityCode: null, status: null, rider: null, branchLogoUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedido —' })).toBeVisible();
    await expect(canvas.getByText('— · —')).toBeVisible();
    await expect(canvas.getByText('Preparando envío')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Clave de entrega' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Delivered: Story = {
  args: { status: 'DELIVERED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Entregado')).toBeVisible();
    await expect(canvas.queryByText(/Entrega estimada/)).not.toBeInTheDocument();
  },
};

export const Canceled: Story = {
  args: { status: 'DRIVER_CANCELED' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Envío cancelado')).toBeVisible();
  },
};

export const OrderCanceled: Story = {
  args: { status: 'DRIVER_CANCELED', orderCanceled: true, securityCode: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pedido cancelado')).toBeVisible();
    await expect(canvas.queryByText('Envío cancelado')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Clave de entrega' })).not.toBeInTheDocument();
  },
};

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Actualizar' });
    await expect(refresh).toBeDisabled();
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};
