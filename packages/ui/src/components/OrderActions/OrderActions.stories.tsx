import { whatsAppLink } from '@comanda/domain/contact';
import { type DinerActionsInput, dinerActions } from '@comanda/domain/order';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderActions } from './OrderActions.tsx';

const actionsFor = (input: Partial<DinerActionsInput>) =>
  dinerActions({
    status: 'ACCEPTED',
    venuePhone: '+54 11 2345-6789',
    paymentPending: false,
    hasShipment: false,
    trackingAllowed: false,
    ...input,
  });

const meta = {
  title: 'After the order/OrderActions',
  component: OrderActions,
  args: {
    actions: actionsFor({}),
    cancelHref: whatsAppLink('+54 11 2345-6789', 'Quiero cancelar el pedido A1B2C3'),
    contactHref: whatsAppLink('+54 11 2345-6789', 'Tengo una consulta sobre el pedido A1B2C3'),
    trackingHref: '/logistics/tracking/order/la-esquina/A1B2C3',
    securityCode: '4821',
    onPay: fn(),
    onReportError: fn(),
    onInstallApp: fn(),
  },
} satisfies Meta<typeof OrderActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An order in progress with a venue phone: contact and cancel open the messaging app. */
export const InProgress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const contact = canvas.getByRole('link', { name: 'Contactar al local' });
    await expect(contact).toHaveAttribute('href', args.contactHref);
    await expect(canvas.getByRole('link', { name: 'Cancelar pedido' })).toHaveAttribute('href', args.cancelHref);
    await expect(canvas.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Seguir mi pedido' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reportar error' }));
    await expect(args.onReportError).toHaveBeenCalledTimes(1);
  },
};

/** A pending card order: 'Pagar' shows; cancel and contact wait for the payment. */
export const PendingCardPayment: Story = {
  args: { actions: actionsFor({ status: 'GENERATED', paymentPending: true }), showPay: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('link', { name: 'Cancelar pedido' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Contactar al local' })).not.toBeInTheDocument();
  },
};

export const Paying: Story = {
  args: { actions: actionsFor({ status: 'GENERATED', paymentPending: true }), showPay: true, paying: true },
  play: async ({ args, canvasElement }) => {
    const pay = within(canvasElement).getByRole('button', { name: 'Pagar' });
    await expect(pay).toBeDisabled();
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** A delivery with a shipment: the tracking link and the delivery code. */
export const WithTracking: Story = {
  args: {
    actions: actionsFor({
      hasShipment: true,
      trackingAllowed: true,
      trackingUrl: '/logistics/tracking/order/la-esquina/A1B2C3',
      securityCode: '4821',
    }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Seguir mi pedido' })).toHaveAttribute('href', args.trackingHref);
    await expect(canvas.getByText('Clave de entrega')).toBeVisible();
    await expect(canvas.getByText('4821')).toBeVisible();
  },
};

/** Delivered: no cancel, no contact (the domain says so). */
export const Delivered: Story = {
  args: { actions: actionsFor({ status: 'DELIVERED' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Reportar error' })).toBeVisible();
  },
};

/** A venue without a phone: nobody to contact. */
export const VenueWithoutPhone: Story = {
  args: { actions: actionsFor({ venuePhone: '' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The install-as-app offer (showPWA). */
export const InstallApp: Story = {
  args: { showInstallApp: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Instalar aplicación' }));
    await expect(args.onInstallApp).toHaveBeenCalledTimes(1);
  },
};

/** A delivered order, to its diner: 'Repetir pedido' asks for its lines against today's menu. */
export const DeliveredReorder: Story = {
  args: { actions: actionsFor({ status: 'DELIVERED' }), onReorder: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Repetir pedido' }));
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
  },
};

/** While the lines are rebuilt, 'Repetir pedido' waits. */
export const Reordering: Story = {
  args: { actions: actionsFor({ status: 'DELIVERED' }), onReorder: fn(), reordering: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Repetir pedido/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};
