import { offlineStepMessages, pendingStepLabel, refusedStepMessage } from '@comanda/domain/shipments';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PendingSteps } from './PendingSteps.tsx';

const meta = {
  title: 'Logistics/PendingSteps',
  component: PendingSteps,
  args: { offline: false, pending: [], refused: [], onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PendingSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online with nothing waiting: nothing is drawn. */
export const NothingWaiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pending-steps"]')).toBeNull();
  },
};

/** The signal is gone: the rider is told that what they do is kept on the phone. */
export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(offlineStepMessages.offline);
    await expect(canvas.queryByRole('heading', { name: offlineStepMessages.pendingTitle })).not.toBeInTheDocument();
  },
};

/** Steps taken without signal, in the order they will be sent. */
export const PendingWhileOffline: Story = {
  args: {
    offline: true,
    pending: [
      { key: 'k1', label: pendingStepLabel('shipment', 'IN_STORE') },
      { key: 'k2', label: pendingStepLabel('shipment', 'ON_ROUTE_TO_DROPOFF') },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pending = canvas.getByRole('region', { name: 'Pendientes de envío' });
    const items = within(pending).getAllByRole('listitem');
    await expect(items.map((item) => item.firstChild?.textContent)).toEqual(['En el local', 'En camino al cliente']);
    await expect(items[0]).toHaveTextContent(offlineStepMessages.pendingHint);
  },
};

/** Back online, a kept step the server refused: why, in Spanish, until the rider says 'Entendido'. */
export const RefusedAfterReplay: Story = {
  args: {
    refused: [{ key: 'k1', message: refusedStepMessage('CANCELED', pendingStepLabel('shipment', 'IN_STORE')) }],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('El pedido fue cancelado: «En el local» no se aplicó.');
    await userEvent.click(canvas.getByRole('button', { name: 'Entendido' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('k1');
  },
};

/** Taken by another rider while this rider had no signal. */
export const TakenByAnotherRider: Story = {
  args: {
    refused: [{ key: 'k1', message: refusedStepMessage('TAKEN', pendingStepLabel('shipment', 'ON_ROUTE_TO_PICKUP')) }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Tomado por otro repartidor: «Aceptar envío» no se aplicó.',
    );
  },
};
