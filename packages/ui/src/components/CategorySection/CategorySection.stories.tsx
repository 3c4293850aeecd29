import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  clasica,
  demoCategories,
  demoImages,
  demoIndicators,
  doble,
  empanadaCarne,
  empanadaJyq,
  lentejas,
  muzzarella,
  napolitana,
} from '../../fixtures/menu.ts';
import { CategorySection, categoryThemes } from './CategorySection.tsx';

const meta = {
  title: 'Menu/CategorySection',
  component: CategorySection,
  args: {
    category: demoCategories.pizzas,
    imageUrl: demoImages.pizzas,
    onOpenPlate: fn(),
    items: [
      { plate: muzzarella, imageUrl: demoImages.muzzarella, indicators: [demoIndicators.veggie] },
      { plate: napolitana, imageUrl: demoImages.napolitana, indicators: [demoIndicators.veggie], quantityInCart: 1 },
    ],
  },
  argTypes: { theme: { control: 'inline-radio', options: categoryThemes } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategorySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default theme: a named region with the category's id as its anchor; its plates open from their cards. */
export const Default: Story = {
  args: { theme: 'default' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Pizzas' });
    await expect(section).toHaveAttribute('id', 'cat-pizzas');
    await expect(section).toHaveAttribute('data-theme', 'default');
    await expect(canvas.getByText('A la piedra, con masa de fermentación lenta.')).toBeVisible();
    await expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    // Each plate is laid out and painted on its own when near the screen (a long menu's scroll).
    for (const plate of within(section).getAllByRole('listitem')) {
      await expect(getComputedStyle(plate).contentVisibility).toBe('auto');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Pizza napolitana' }));
    await expect(args.onOpenPlate).toHaveBeenCalledWith(napolitana);
  },
};

/** Banner theme: a wide image over a band in the branch's promotional colour. */
export const Banner: Story = {
  args: {
    theme: 'banner',
    category: demoCategories.hamburguesas,
    imageUrl: demoImages.hamburguesas,
    items: [
      { plate: clasica, imageUrl: demoImages.clasica },
      { plate: doble, imageUrl: demoImages.doble, indicators: [demoIndicators.new] },
      {
        plate: lentejas,
        indicators: [demoIndicators.veggie, demoIndicators.glutenFree, demoIndicators.spicy, demoIndicators.new],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Hamburguesas' });
    await expect(section).toHaveAttribute('data-theme', 'banner');
    const image = section.querySelector('img');
    await expect(image).toHaveAttribute('width', '720');
    await expect(image).toHaveAttribute('height', '240');
  },
};

/** Impact theme: a bold header in the main colour and the plates as a grid of tiles. */
export const Impact: Story = {
  args: {
    theme: 'impact',
    category: demoCategories.empanadas,
    imageUrl: undefined,
    items: [
      { plate: empanadaCarne, imageUrl: demoImages.empanadas, indicators: [demoIndicators.spicy] },
      { plate: empanadaJyq, imageUrl: demoImages.empanadas, quantityInCart: 6 },
    ],
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Empanadas' });
    await expect(section).toHaveAttribute('data-theme', 'impact');
    await expect(section.querySelectorAll('[data-slot="plate-card"]')).toHaveLength(2);
  },
};

export const ImpactWithImage: Story = {
  args: { theme: 'impact', category: demoCategories.empanadas, imageUrl: demoImages.empanadas },
};

export const WithoutDescriptionOrImage: Story = {
  args: { category: demoCategories.bebidas, imageUrl: undefined, theme: 'default' },
};

/** The three themes one under the other, as the menu page stacks its categories. */
export const AllThemes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CategorySection {...args} theme="default" />
      <CategorySection
        {...args}
        theme="banner"
        category={demoCategories.hamburguesas}
        imageUrl={demoImages.hamburguesas}
        items={[{ plate: clasica, imageUrl: demoImages.clasica }]}
      />
      <CategorySection
        {...args}
        theme="impact"
        category={demoCategories.empanadas}
        imageUrl={undefined}
        items={[{ plate: empanadaCarne }, { plate: empanadaJyq }]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sections = canvasElement.querySelectorAll('[data-slot="category-section"]');
    await expect([...sections].map((section) => section.getAttribute('data-theme'))).toEqual([...categoryThemes]);
  },
};
