import {
  addItem,
  type CartItem,
  type CartState,
  changeQuantity,
  deleteItem,
  emptyCartState,
} from '@comanda/domain/cart';
import { priceOrder, roundForDisplay } from '@comanda/domain/pricing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  clasicaLine,
  demoImages,
  empanadaCarne,
  empanadaJyq,
  gaseosa,
  gaseosaLine,
  napolitana,
  napolitanaLine,
} from '../../fixtures/menu.ts';
import { DeliveryDestination } from '../DeliveryDestination/DeliveryDestination.tsx';
import { InfoTable } from '../InfoTable/InfoTable.tsx';
import { CartPage, type CartPageProps } from './CartPage.tsx';

/** The menu's plate discounts, which the ticket applies (the cart line does not carry a 3x2's). */
const plateDiscounts = new Map([napolitana, empanadaCarne].map((plate) => [plate.id, plate.discount]));

/** What the app does: the ticket prices the lines and the cart total. */
function ticketOf(items: readonly CartItem[]) {
  const ticket = priceOrder({
    country: 'ar',
    lines: items.map((item) => ({ item, plateDiscount: plateDiscounts.get(item.referenceId) ?? null })),
  });
  return {
    itemsTotal: roundForDisplay(ticket.itemsTotal, ticket.currencyScale).amount,
    linePrices: ticket.items.map((line) => roundForDisplay(line.net, ticket.currencyScale).amount),
  };
}

const items = [clasicaLine, napolitanaLine];

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  args: {
    items,
    ...ticketOf(items),
    mode: 'DELIVERY',
    minimum: 1500000,
    freeDeliveryFrom: 5000000,
    orderingEnabled: true,
    recommendations: [
      { plate: empanadaJyq, categoryShowName: 'Empanadas', imageUrl: demoImages.empanadas },
      { plate: gaseosa, categoryShowName: 'Bebidas', imageUrl: demoImages.gaseosa },
    ],
    onQuantityChange: fn(),
    onRemove: fn(),
    onAddRecommendation: fn(),
    onOpenRecommendation: fn(),
    addMore: { onSelect: fn() },
    continueTo: { onSelect: fn() },
    backToMenu: { onSelect: fn() },
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Items, 'Te recomendamos', the progress towards free delivery and both buttons. */
export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mi pedido' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Mi pedido' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('region', { name: 'Te recomendamos' })).toBeVisible();
    // $ 22.600 + $ 11.475 = $ 34.075, free delivery from $ 50.000.
    await expect(canvas.getByText('$ 34.075')).toBeVisible();
    await expect(canvas.getByText('Suma $ 15.925 para tener envío gratis')).toHaveAttribute('role', 'status');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar más productos' }));
    await expect(args.addMore.onSelect).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(args.continueTo.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** Delivery to a given address: where it goes, its fee and its minimum, above the progress message. */
export const WithDelivery: Story = {
  args: {
    delivery: (
      <>
        <DeliveryDestination address="Charcas 3900, Palermo, Buenos Aires" emptyText="" onChange={fn()} />
        <InfoTable kind="delivery" deliveryFee={120000} minimum={800000} country="ar" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const delivery = canvasElement.querySelector('[data-slot="cart-delivery"]') as HTMLElement;
    await expect(within(delivery).getByText('Charcas 3900, Palermo, Buenos Aires')).toBeVisible();
    await expect(within(delivery).getByText('$ 1.200')).toBeVisible();
    await expect(within(delivery).getByText('$ 8.000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cambiar' })).toBeVisible();
  },
};

/** The same, dark (contrast checked by axe). */
export const WithDeliveryDark: Story = {
  ...WithDelivery,
  globals: { mode: 'dark' },
};

/** Below the minimum: the orange message and no 'Continuar'. */
export const BelowMinimum: Story = {
  args: { items: [napolitanaLine], ...ticketOf([napolitanaLine]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Suma $ 3.525 para llegar al mínimo')).toHaveAttribute('role', 'status');
    await expect(canvasElement.querySelector('[data-slot="cart-progress"]')).toHaveAttribute('data-colour', 'orange');
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Agregar más productos' })).toBeVisible();
  },
};

export const FreeDelivery: Story = {
  args: { freeDeliveryFrom: 3000000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('¡Tienes envío gratis!')).toBeVisible();
  },
};

/** An informative menu takes no orders: no 'Continuar'. */
export const OrderingDisabled: Story = {
  args: { orderingEnabled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  },
};

/** Take away: no minimum and no free delivery, so no progress message. */
export const TakeAway: Story = {
  args: { mode: 'TAKE_AWAY' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="cart-progress"]')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continuar' })).toBeVisible();
  },
};

/** An empty cart offers 'Volver al Menú'. */
export const Empty: Story = {
  args: { items: [], itemsTotal: 0, linePrices: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mi pedido' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver al Menú' }));
    await expect(args.backToMenu.onSelect).toHaveBeenCalledTimes(1);
  },
};

/** With `href`s the navigations are links. */
export const WithLinks: Story = {
  args: {
    addMore: { href: '/menu/demo' },
    continueTo: { href: '/menu/demo/checkout' },
  },
  decorators: [
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/menu/demo/checkout');
    await expect(canvas.getByRole('link', { name: 'Agregar más productos' })).toHaveAttribute('href', '/menu/demo');
  },
};

/** The page wired to the domain's cart functions, as the app does it. */
function WithCart(props: CartPageProps) {
  const [cart, setCart] = useState<CartState>(() => ({ ...emptyCartState, items: props.items }));
  const [lineMessage, setLineMessage] = useState<CartPageProps['lineMessage']>(null);
  const update = (result: ReturnType<typeof changeQuantity>, index: number) => {
    setCart(result.state);
    setLineMessage(result.ok ? null : { index, message: result.message });
  };
  return (
    <CartPage
      {...props}
      items={cart.items}
      {...ticketOf(cart.items)}
      lineMessage={lineMessage}
      onQuantityChange={(index, quantity) => {
        props.onQuantityChange(index, quantity);
        update(changeQuantity(cart, index, quantity), index);
      }}
      onRemove={(index) => {
        props.onRemove(index);
        setCart(deleteItem(cart, index));
      }}
      onAddRecommendation={(item) => {
        props.onAddRecommendation(item);
        const result = addItem(cart, item);
        setCart(result.state);
      }}
    />
  );
}

/** Changing quantities moves the total and the message; removing every line empties the page. */
export const ChangesAndEmpties: Story = {
  args: { items: [napolitanaLine, { ...gaseosaLine, quantity: 5 }] },
  render: (args) => <WithCart {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // $ 11.475 + 5 × $ 1.800 = $ 20.475.
    await expect(canvas.getByText('$ 20.475')).toBeVisible();
    const gaseosaStepper = canvas.getByRole('group', { name: 'Gaseosa' });
    await userEvent.click(within(gaseosaStepper).getByRole('button', { name: 'Agregar una unidad' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 6);
    await expect(canvas.getByText('$ 22.275')).toBeVisible();
    // The seventh is refused by the line's maximum.
    await userEvent.click(within(gaseosaStepper).getByRole('button', { name: 'Agregar una unidad' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Has alcanzado el máximo de unidades (6) para este producto',
    );
    // An upselled plate goes in as a new line.
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar Empanada de jamón y queso' }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Mi pedido' })).getAllByRole('listitem')).toHaveLength(3),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Pizza napolitana' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Gaseosa' }));
    // One unit left: '−' takes it to 0, which removes the line.
    const last = canvas.getByRole('group', { name: 'Empanada de jamón y queso' });
    await userEvent.click(within(last).getByRole('button', { name: 'Quitar una unidad' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole('button', { name: 'Volver al Menú' })).toBeVisible();
  },
};
