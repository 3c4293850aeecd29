import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLogoUrl } from '../Header/fixtures.ts';
import { CategoryLinks } from './CategoryLinks.tsx';

const meta = {
  title: 'Menu/CategoryLinks',
  component: CategoryLinks,
  args: {
    categories: [
      {
        id: 'pizzas',
        name: 'Pizzas',
        description: 'A la piedra, con muzzarella de verdad.',
        imageUrl: sampleLogoUrl,
        plateCount: 6,
        href: '/menu/la-esquina/pizzas',
      },
      { id: 'postres', name: 'Postres', plateCount: 1, href: '/menu/la-esquina/postres' },
    ],
    onSelect: fn((_id, event) => event.preventDefault()),
  },
} satisfies Meta<typeof CategoryLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plates kept off the main view: each category is a link to its page, with how many plates it has. */
export const Categories: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Categorías del menú' });
    const pizzas = within(nav).getByRole('link', { name: /^Pizzas A la piedra.* 6 productos$/ });
    await expect(pizzas).toHaveAttribute('href', '/menu/la-esquina/pizzas');
    await expect(within(nav).getByRole('link', { name: 'Postres 1 producto' })).toBeVisible();
    await userEvent.click(pizzas);
    await expect(args.onSelect).toHaveBeenCalledWith('pizzas', expect.anything());
  },
};

/** Keyboard: Tab goes from category to category. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};
