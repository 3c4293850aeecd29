import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyCartItems, storyCodeInfo, storyLoyaltyProgram, storyTicket } from '../CheckoutForm/checkoutFixtures.ts';
import { TicketSummary } from './TicketSummary.tsx';

const meta = {
  title: 'Checkout/TicketSummary',
  component: TicketSummary,
  args: {
    ticket: storyTicket({ delivery: { fee: 150000 }, cashPayment: true }),
    items: storyCartItems,
    showDeliveryFee: true,
  },
} satisfies Meta<typeof TicketSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineOf = (canvasElement: HTMLElement, kind: string) => {
  const line = canvasElement.querySelector<HTMLElement>(`[data-slot="ticket-line"][data-kind="${kind}"]`);
  if (!line) throw new Error(`no ${kind} line`);
  return line;
};

/** Delivery: item lines with their extras, subtotal, service fee waived, delivery fee and total. */
export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('2 × Hamburguesa doble');
    await expect(items[0]).toHaveTextContent('2 × Cheddar, Panceta');
    await expect(items[0]).toHaveTextContent('$ 24.600');
    // Papas carry a 10 % plate discount: the line shows what is paid.
    await expect(items[1]).toHaveTextContent('1 × Papas fritas$ 4.050');
    await expect(lineOf(canvasElement, 'subtotal')).toHaveTextContent('Subtotal$ 33.650');
    await expect(lineOf(canvasElement, 'serviceFee')).toHaveTextContent('Costo de servicio(Bonificada)');
    await expect(lineOf(canvasElement, 'deliveryFee')).toHaveTextContent('Envío$ 1.500');
    await expect(lineOf(canvasElement, 'total')).toHaveTextContent('Total$ 35.150');
  },
};

/** A zero delivery fee reads 'Gratis'. */
export const FreeDelivery: Story = {
  args: { ticket: storyTicket({ delivery: { fee: 0 } }) },
  play: async ({ canvasElement }) => {
    await expect(lineOf(canvasElement, 'deliveryFee')).toHaveTextContent('EnvíoGratis');
    await expect(lineOf(canvasElement, 'total')).toHaveTextContent('Total$ 33.650');
  },
};

/** No quote yet: the delivery line says what it waits for, and the total has no fee in it. */
export const DeliveryFeeWaitingForAddress: Story = {
  args: { ticket: storyTicket(), deliveryFeeNote: 'Falta tu dirección' },
  play: async ({ canvasElement }) => {
    await expect(lineOf(canvasElement, 'deliveryFee')).toHaveTextContent('EnvíoFalta tu dirección');
    await expect(lineOf(canvasElement, 'deliveryFee')).not.toHaveTextContent('Gratis');
    await expect(lineOf(canvasElement, 'total')).toHaveTextContent('Total$ 33.650');
  },
};

/** Take away: no delivery line. */
export const TakeAway: Story = {
  args: { ticket: storyTicket(), showDeliveryFee: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-kind="deliveryFee"]')).toBeNull();
  },
};

/** A surcharge, a general discount and a code (negative), and a service fee that is charged. */
export const SurchargesAndDiscounts: Story = {
  args: {
    showDeliveryFee: false,
    ticket: storyTicket({
      generalDiscounts: [{ id: 'gd-viernes', name: 'Promo Viernes', type: 'PERCENT', value: 10 }],
      generalSurcharges: [{ id: 'gs-tarjeta', name: 'Recargo tarjeta', type: 'PERCENT', value: 5 }],
      codeDiscount: storyCodeInfo,
      fees: { userFee: 50000 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(lineOf(canvasElement, 'surcharge')).toHaveTextContent('Recargo tarjeta$ 1.682,50');
    const discounts = canvasElement.querySelectorAll('[data-kind="discount"]');
    await expect(discounts).toHaveLength(2);
    await expect(discounts[0]).toHaveTextContent('Promo Viernes-$ 3.365');
    await expect(discounts[1]).toHaveTextContent('Cupón de Descuento - SABORES10-$ 3.000');
    await expect(lineOf(canvasElement, 'serviceFee')).toHaveTextContent('Costo de servicio$ 500');
    await expect(lineOf(canvasElement, 'total')).toHaveTextContent('Total$ 29.467,50');
  },
};

/** Redeemed points take their value off the total. */
export const WithLoyaltyPoints: Story = {
  args: {
    showDeliveryFee: false,
    pointsName: storyLoyaltyProgram.name,
    ticket: storyTicket({ loyalty: { program: storyLoyaltyProgram, balance: 3250, points: 1000 } }),
  },
  play: async ({ canvasElement }) => {
    await expect(lineOf(canvasElement, 'loyalty')).toHaveTextContent('Canje de 1000 Puntos Sabores-$ 1.000');
    await expect(lineOf(canvasElement, 'total')).toHaveTextContent('Total$ 32.650');
  },
};

/** Without the cart items the ticket still lists its lines, just without extras. */
export const WithoutExtras: Story = {
  args: { items: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Cheddar/)).not.toBeInTheDocument();
  },
};
