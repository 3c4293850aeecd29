import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationOf, underEachMotionSetting } from '../../fixtures/motion.ts';
import { Button } from '../Button/Button.tsx';
import { BasketBar, type BasketBarProps } from './BasketBar.tsx';

const meta = {
  title: 'Menu/BasketBar',
  component: BasketBar,
  args: { count: 3, total: 2850000, onOpen: fn(), onAnimationEnd: fn() },
} satisfies Meta<typeof BasketBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count and the total; pressing the bar opens the cart. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ver mi pedido 3 productos $ 28.500' });
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

export const OneProduct: Story = {
  args: { count: 1, total: 950000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName('Ver mi pedido 1 producto $ 9.500');
  },
};

/** An empty cart shows no bar. */
export const Empty: Story = {
  args: { count: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

function Adding(props: BasketBarProps) {
  const [count, setCount] = useState(props.count);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button onClick={() => setCount((n) => n + 1)}>Agregar una empanada</Button>
      <BasketBar {...props} count={count} total={props.total + (count - props.count) * 150000} />
    </div>
  );
}

/** Adding an item bumps the basket for 1450 ms, then it rests. */
export const BumpsWhenTheCountChanges: Story = {
  render: (args) => <Adding {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvasElement.querySelector('[data-slot="basket-bar"]');
    await expect(bar).toHaveAttribute('data-state', 'idle');
    const pressedAt = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar una empanada' }));
    await expect(canvas.getByRole('button', { name: /^Ver mi pedido/ })).toHaveAccessibleName(
      'Ver mi pedido 4 productos $ 30.000',
    );
    await expect(bar).toHaveAttribute('data-state', 'bump');
    await waitFor(() => expect(bar).toHaveAttribute('data-state', 'idle'), { timeout: 3000, interval: 10 });
    // Diner §9: 1450 ms from the press (the click's own time and the polling interval on top).
    const bumpedFor = performance.now() - pressedAt;
    await expect(bumpedFor).toBeGreaterThanOrEqual(1450);
    await expect(bumpedFor).toBeLessThan(1450 + 400);
    await expect(args.onAnimationEnd).toHaveBeenCalledTimes(1);
  },
};

/**
 * The new count and total are read out politely after a change, once; as the bar appears its
 * live region is empty (the button's name says the same).
 */
export const AnnouncesChanges: Story = {
  render: (args) => <Adding {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const live = canvas.getByRole('status');
    await expect(live).toHaveTextContent(/^$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar una empanada' }));
    await expect(live).toHaveTextContent('Tu pedido: 4 productos, $ 30.000');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar una empanada' }));
    await expect(live).toHaveTextContent('Tu pedido: 5 productos, $ 31.500');
    // Outside the button: its name does not repeat the announcement.
    await expect(canvas.getByRole('button', { name: /^Ver mi pedido/ })).toHaveAccessibleName(
      'Ver mi pedido 5 productos $ 31.500',
    );
  },
};

/**
 * Driven by the cart state's `animation` flag instead. With less motion asked for, the count does
 * not bump (the bar still says 'bump' for as long as it would have).
 */
export const Animating: Story = {
  args: { animating: true },
  play: async ({ args, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="basket-bar"]')).toHaveAttribute('data-state', 'bump');
    const count = canvasElement.querySelector('[data-slot="basket-count"]') as Element;
    await underEachMotionSetting(async (lessMotion) => {
      if (lessMotion) await expect(animationOf(count)).toBe('none');
      else await expect(animationOf(count)).not.toBe('none');
    });
    await waitFor(() => expect(args.onAnimationEnd).toHaveBeenCalledTimes(1), { timeout: 3000 });
  },
};

/** The bar stays at the bottom of the viewport while the menu scrolls above it. */
export const StickyUnderTheMenu: Story = {
  render: (args) => (
    <div>
      <div style={{ height: 1200 }}>Menú</div>
      <BasketBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="basket-bar"]') as HTMLElement;
    const viewport = canvasElement.ownerDocument.documentElement.clientHeight;
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBeLessThanOrEqual(viewport);
    await expect(within(canvasElement).getByRole('button', { name: /^Ver mi pedido/ })).toBeVisible();
  },
};
