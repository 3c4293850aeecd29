import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InfoTable, infoTableKinds } from './InfoTable.tsx';

const meta = {
  title: 'Shell/InfoTable',
  component: InfoTable,
  argTypes: { kind: { control: 'inline-radio', options: infoTableKinds } },
  args: {
    kind: 'delivery',
    delay: { minMinutes: 30, maxMinutes: 50 },
    deliveryFee: 50000,
    minimum: 300000,
    country: 'ar',
  },
} satisfies Meta<typeof InfoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a term of the table ('Llega en' → '30-50 min'). */
function valueFor(canvasElement: HTMLElement, term: string): HTMLElement {
  const dt = within(canvasElement).getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no value for ${term}`);
  return dd;
}

export const Delivery: Story = {
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Llega en')).toHaveTextContent('30-50 min');
    await expect(valueFor(canvasElement, 'Envío')).toHaveTextContent('$ 500');
    await expect(valueFor(canvasElement, 'Mínimo')).toHaveTextContent('$ 3.000');
    await expect(within(canvasElement).queryByText('Retirar en')).not.toBeInTheDocument();
  },
};

/** A zero fee reads 'Gratis' (the domain's `formatDeliveryFee`). */
export const FreeDeliveryFee: Story = {
  args: { deliveryFee: 0 },
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Envío')).toHaveTextContent('Gratis');
  },
};

/** While the fee is calculated, a spinner stands in its place. */
export const FeeLoading: Story = {
  args: { deliveryFeeLoading: true },
  play: async ({ canvasElement }) => {
    const fee = valueFor(canvasElement, 'Envío');
    await expect(within(fee).getByRole('status', { name: 'Calculando envío' })).toBeInTheDocument();
    await expect(fee).not.toHaveTextContent('$');
  },
};

/** Without an address there is no fee yet and no minimum: only the arrival time. */
export const DeliveryWithoutFee: Story = {
  args: { deliveryFee: null, minimum: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(valueFor(canvasElement, 'Llega en')).toHaveTextContent('30-50 min');
    await expect(canvas.queryByText('Envío', { selector: 'dt' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Mínimo', { selector: 'dt' })).not.toBeInTheDocument();
  },
};

/** Take away (and every non-delivery mode): only 'Retirar en'. */
export const TakeAway: Story = {
  args: { kind: 'pickup', delay: { minMinutes: 15, maxMinutes: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(valueFor(canvasElement, 'Retirar en')).toHaveTextContent('15-20 min');
    await expect(canvas.queryByText('Envío')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Mínimo')).not.toBeInTheDocument();
  },
};

/** Both ends of the delay equal: one number. */
export const TakeAwayFixedDelay: Story = {
  args: { kind: 'pickup', delay: { minMinutes: 20, maxMinutes: 20 } },
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Retirar en')).toHaveTextContent(/^20 min$/);
  },
};

/** Free delivery offered, empty cart: 'Envío gratis a partir de {amount}'. */
export const FreeDeliveryFrom: Story = {
  args: { freeDeliveryFrom: 1000000, itemsTotal: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Envío gratis a partir de $ 10.000')).toBeVisible();
  },
};

/** Below the threshold: how much is missing, 'Suma {amount} en productos para tener envío gratis'. */
export const AddForFreeDelivery: Story = {
  args: { freeDeliveryFrom: 1000000, itemsTotal: 650000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Suma $ 3.500 en productos para tener envío gratis')).toBeVisible();
  },
};

/** Threshold reached: no label, the fee reads 'Gratis'. */
export const FreeDeliveryReached: Story = {
  args: { freeDeliveryFrom: 1000000, itemsTotal: 1200000, deliveryFee: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/envío gratis/)).not.toBeInTheDocument();
    await expect(valueFor(canvasElement, 'Envío')).toHaveTextContent('Gratis');
  },
};

/** Out of the zone with a take-away mode: the diner is offered to switch to it. */
export const OutOfAreaWithTakeAway: Story = {
  args: { deliveryFee: null, zoneProblem: 'outOfArea', takeAwayName: 'Retiro en el local' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Tu dirección está fuera de la zona de entrega. Cambia a Retiro en el local o ingresa otra dirección.',
    );
  },
};

/** Out of the zone and no take away: only another address helps. */
export const OutOfAreaWithoutTakeAway: Story = {
  args: { deliveryFee: null, zoneProblem: 'outOfArea', takeAwayName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Tu dirección está fuera de la zona de entrega. Ingresa otra dirección.',
    );
  },
};

export const NoCouriers: Story = {
  args: { deliveryFee: null, zoneProblem: 'noCouriers' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'En este momento no contamos con repartidores en la zona. Vuelva a intentar mas tarde',
    );
  },
};

/** A mode that takes no orders (any kind). */
export const InformativeMenu: Story = {
  args: { kind: 'pickup', delay: { minMinutes: 15, maxMinutes: 20 }, informativeMenu: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Menú informativo. Pedidos deshabilitados.',
    );
  },
};

/** Chile's peso has no decimals: amounts follow the country. */
export const OtherCountry: Story = {
  args: { country: 'cl', deliveryFee: 1990, minimum: 10000, freeDeliveryFrom: 25000 },
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Envío')).toHaveTextContent('$ 1.990');
    await expect(within(canvasElement).getByText('Envío gratis a partir de $ 25.000')).toBeVisible();
  },
};
