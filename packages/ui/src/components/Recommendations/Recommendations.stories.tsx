import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  demoImages,
  empanadaCarne,
  empanadaJyq,
  gaseosa,
  lentejas,
  muzzarella,
  napolitana,
} from '../../fixtures/menu.ts';
import { Recommendations } from './Recommendations.tsx';

const meta = {
  title: 'Cart/Recommendations',
  component: Recommendations,
  args: {
    onAdd: fn(),
    onOpen: fn(),
    items: [
      { plate: empanadaJyq, categoryShowName: 'Empanadas', imageUrl: demoImages.empanadas },
      { plate: gaseosa, categoryShowName: 'Bebidas', imageUrl: demoImages.gaseosa },
      { plate: napolitana, categoryShowName: 'Pizzas', imageUrl: demoImages.napolitana },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Recommendations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plate with nothing to choose is added as an upselled line. */
export const AddsAPlate: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Te recomendamos' });
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar Empanada de jamón y queso' }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        referenceId: 'plate-empanada-jyq',
        quantity: 1,
        price: 140000,
        source: 'upselled',
        upsell: true,
        categoryShowName: 'Empanadas',
      }),
    );
    await expect(canvas.getByText('$ 11.475')).toBeVisible();
  },
};

/** A plate with sizes to choose opens its detail instead. */
export const OpensAPlateWithChoices: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Agregar Gaseosa' }));
    await expect(args.onOpen).toHaveBeenCalledWith(gaseosa);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** At most six plates are recommended. */
export const AtMostSix: Story = {
  args: {
    items: [
      empanadaJyq,
      empanadaCarne,
      gaseosa,
      napolitana,
      muzzarella,
      lentejas,
      { ...lentejas, id: 'plate-extra' },
    ].map((plate) => ({ plate, categoryShowName: 'Menú' })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** No upselled plates: the section is not shown. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};
