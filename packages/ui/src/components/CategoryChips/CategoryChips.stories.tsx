import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { underEachMotionSetting } from '../../fixtures/motion.ts';
import { CategoryChips, type CategoryChipsProps } from './CategoryChips.tsx';

const categories = [
  { id: 'cat-pizzas', showName: 'Pizzas' },
  { id: 'cat-hamburguesas', showName: 'Hamburguesas' },
  { id: 'cat-empanadas', showName: 'Empanadas' },
  { id: 'cat-bebidas', showName: 'Bebidas' },
  { id: 'cat-postres', showName: 'Postres' },
  { id: 'cat-cervezas', showName: 'Cervezas artesanales' },
  { id: 'cat-ensaladas', showName: 'Ensaladas' },
  { id: 'cat-promos', showName: 'Promociones' },
];

const meta = {
  title: 'Menu/CategoryChips',
  component: CategoryChips,
  args: { categories, activeId: 'cat-pizzas', onSelect: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The chip of the category in view is marked `aria-current`. The row scrolls smoothly to a chip;
 * with less motion asked for, it jumps.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Categorías' })).toBeVisible();
    const row = canvas.getByRole('list');
    await underEachMotionSetting(async (lessMotion) => {
      await expect(getComputedStyle(row).scrollBehavior).toBe(lessMotion ? 'auto' : 'smooth');
    });
    await expect(canvas.getByRole('button', { name: 'Pizzas' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Bebidas' })).not.toHaveAttribute('aria-current');
  },
};

function Scrolling(props: CategoryChipsProps) {
  const [activeId, setActiveId] = useState(props.activeId);
  return (
    <CategoryChips
      {...props}
      activeId={activeId}
      onSelect={(id) => {
        props.onSelect(id);
        setActiveId(id);
      }}
    />
  );
}

/** Pressing a chip asks the app to scroll to that category; the app then marks it current. */
export const SelectsACategory: Story = {
  render: (args) => <Scrolling {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Empanadas' }));
    await expect(args.onSelect).toHaveBeenCalledWith('cat-empanadas');
    await expect(canvas.getByRole('button', { name: 'Empanadas' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Pizzas' })).not.toHaveAttribute('aria-current');
  },
};

/** A current chip off the strip's edge is scrolled into view. */
export const ActiveOffScreen: Story = {
  args: { activeId: 'cat-promos' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul') as HTMLUListElement;
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** Tab reaches each chip; Enter selects it. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hamburguesas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('cat-hamburguesas');
  },
};

export const NoCategories: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};
