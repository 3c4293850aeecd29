import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clasicaLine, gaseosaLine, napolitanaLine } from '../../fixtures/menu.ts';
import { CartLine, type CartLineProps } from './CartLine.tsx';

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { item: clasicaLine, onQuantityChange: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, extras by group with quantities, notes and the line price. */
export const WithExtrasAndNotes: Story = {
  args: {
    item: {
      ...clasicaLine,
      extras: clasicaLine.extras.map((group) =>
        group.groupId === 'group-extras'
          ? { ...group, groupItems: group.groupItems.map((g) => (g.name === 'Cheddar' ? { ...g, quantity: 2 } : g)) }
          : group,
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Hamburguesa clásica' })).toBeVisible();
    await expect(canvas.getByText('Punto de cocción:')).toBeVisible();
    await expect(canvas.getByText('A punto')).toBeVisible();
    await expect(canvas.getByText('2 x Cheddar, Panceta')).toBeVisible();
    await expect(canvas.getByText('Sin tomate, por favor')).toBeVisible();
    // 2 × $ 11.300.
    await expect(canvas.getByText('$ 22.600')).toBeVisible();
  },
};

/** The stepper changes the quantity; the delete button removes the line. */
export const ChangesQuantityAndDeletes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const stepper = canvas.getByRole('group', { name: 'Hamburguesa clásica' });
    await userEvent.click(within(stepper).getByRole('button', { name: 'Agregar una unidad' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(within(stepper).getByRole('button', { name: 'Quitar una unidad' }));
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Hamburguesa clásica' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** '−' at one unit brings the quantity to 0, which removes the line. */
export const QuantityZeroRemoves: Story = {
  args: { item: { ...napolitanaLine, quantity: 1 } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quitar una unidad' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};

/** A discounted line shows the undiscounted price struck through. */
export const Discounted: Story = {
  args: { item: napolitanaLine },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$ 11.475')).toBeVisible();
    await expect(canvas.getByText('$ 13.500').tagName).toBe('S');
  },
};

/** A 3x2 line: the ticket's line price is passed in, the full price struck through. */
export const MultipleDiscountFromTicket: Story = {
  args: {
    item: {
      ...napolitanaLine,
      referenceId: 'plate-empanada-carne',
      name: 'Empanada de carne cortada a cuchillo',
      price: 150000,
      originalPrice: 150000,
      priceWithoutModifiers: 150000,
      quantity: 3,
      discount: { type: 'MULTIPLE', discountReferenceId: 'disc-empanadas', itemId: 'plate-empanada-carne', amount: 0 },
    },
    linePrice: 300000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$ 3.000')).toBeVisible();
    await expect(canvas.getByText('$ 4.500').tagName).toBe('S');
  },
};

function Stateful(props: CartLineProps) {
  const [quantity, setQuantity] = useState(props.item.quantity);
  return (
    <CartLine
      {...props}
      item={{ ...props.item, quantity }}
      onQuantityChange={(next) => {
        props.onQuantityChange(next);
        setQuantity(next);
      }}
    />
  );
}

/** At the product's maximum (6), '+' says why instead of adding. */
export const MaxQuantityReached: Story = {
  args: { item: gaseosaLine },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar una unidad' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Has alcanzado el máximo de unidades (6) para este producto',
    );
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar una unidad' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(5);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A refusal the cart computed over every line of the product. */
export const MessageFromTheCart: Story = {
  args: {
    item: { ...gaseosaLine, quantity: 2 },
    message: 'Has alcanzado el máximo de unidades (6) para este producto',
  },
};
