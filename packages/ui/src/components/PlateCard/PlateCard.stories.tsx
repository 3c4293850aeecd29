import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoImages,
  demoIndicators,
  doble,
  empanadaCarne,
  lentejas,
  missingImageUrl,
  muzzarella,
  napolitana,
} from '../../fixtures/menu.ts';
import { PLATE_IMAGE_PLACEHOLDER } from '../PlateImage/PlateImage.tsx';
import { PLATE_CARD_IMAGE_SIZE, plateCardLayouts } from './layout.ts';
import { PlateCard } from './PlateCard.tsx';

const meta = {
  title: 'Menu/PlateCard',
  component: PlateCard,
  args: {
    plate: muzzarella,
    imageUrl: demoImages.muzzarella,
    indicators: [demoIndicators.veggie],
    onOpen: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: plateCardLayouts } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole card is one button; pressing it opens the plate. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pizza muzzarella' });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Pizza muzzarella' })).toBeVisible();
    await expect(button).toHaveAccessibleDescription('$ 8.000 Vegetariano Salsa de tomate, muzzarella y aceitunas.');
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '96');
    // A press anywhere on the card, the image included, lands on the one control.
    const box = (image as HTMLImageElement).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).toBe(button);
    await userEvent.click(button);
    await expect(args.onOpen).toHaveBeenCalledWith(muzzarella);
  },
};

/** PERCENT: the discounted price, the original struck through and a '-15%' pill. */
export const PercentDiscount: Story = {
  args: { plate: napolitana, imageUrl: demoImages.napolitana },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pizza napolitana' });
    await expect(button).toHaveAccessibleDescription(/^\$ 11\.475 Antes \$ 13\.500 -15% Vegetariano/);
    await expect(canvas.getByText('$ 13.500').tagName).toBe('S');
  },
};

/** FIXED: the pill shows the amount off. */
export const FixedDiscount: Story = {
  args: { plate: doble, imageUrl: demoImages.doble, indicators: [demoIndicators.new] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hamburguesa doble' })).toBeVisible();
    await expect(canvas.getByText('-$ 1.000')).toBeVisible();
    await expect(canvas.getByText('$ 11.500')).toBeVisible();
  },
};

/** MULTIPLE (buy 3, pay 2): a '3x2' pill and no struck price, the discount is on the line. */
export const MultipleDiscount: Story = {
  args: { plate: empanadaCarne, imageUrl: undefined, indicators: [demoIndicators.spicy] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Empanada de carne cortada a cuchillo' })).toBeVisible();
    await expect(canvas.getByText('3x2')).toBeVisible();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** Three indicators or fewer are spread as name pills in their own colours. */
export const IndicatorsSpread: Story = {
  args: { indicators: [demoIndicators.veggie, demoIndicators.glutenFree, demoIndicators.new] },
  play: async ({ canvasElement }) => {
    const indicators = canvasElement.querySelector('[data-slot="plate-card-indicators"]');
    await expect(indicators).toHaveAttribute('data-state', 'spread');
    // Sin TACC has no colour of its own: the default orange with dark text.
    await expect(within(canvasElement).getByText('Sin TACC')).toHaveStyle({
      backgroundColor: 'rgb(255, 165, 0)',
      color: 'rgb(28, 28, 28)',
    });
  },
};

/** More than three are shown as short names; the full names stay for screen readers. */
export const IndicatorsShort: Story = {
  args: {
    plate: lentejas,
    imageUrl: undefined,
    indicators: [demoIndicators.veggie, demoIndicators.glutenFree, demoIndicators.spicy, demoIndicators.new],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="plate-card-indicators"]')).toHaveAttribute(
      'data-state',
      'short',
    );
    await expect(canvas.getByText('ST')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hamburguesa de lentejas' })).toHaveAccessibleDescription(
      /^\$ 9\.000 Vegetariano Sin TACC Picante Nuevo/,
    );
  },
};

/** Units already in the cart show as a badge on the image. */
export const InCart: Story = {
  args: { quantityInCart: 2 },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="plate-card"]');
    await expect(card).toHaveAttribute('data-state', 'in-cart');
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleDescription(/2 en tu pedido/);
  },
};

export const InCartWithoutImage: Story = { args: { imageUrl: undefined, quantityInCart: 12 } };

export const WithoutImage: Story = { args: { imageUrl: undefined } };

/** The layout of the 'Lo más destacado' slider. */
export const Tile: Story = {
  args: { layout: 'tile', plate: napolitana, imageUrl: demoImages.napolitana, quantityInCart: 1 },
  decorators: [
    (Story) => (
      <div style={{ width: 224 }}>
        <Story />
      </div>
    ),
  ],
};

/** The image is still loading: an empty frame of the image's size holds its place, in both layouts. */
export const ImagePending: Story = {
  args: { imageUrl: undefined, imagePending: true, quantityInCart: 2 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PlateCard {...args} />
      <div style={{ width: 224 }}>
        <PlateCard {...args} layout="tile" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [row, tile] = [...canvasElement.querySelectorAll('[data-slot="plate-card-image-pending"]')].map((frame) =>
      frame.getBoundingClientRect(),
    );
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(0);
    await expect([row?.width, row?.height]).toEqual([
      PLATE_CARD_IMAGE_SIZE.row.width,
      PLATE_CARD_IMAGE_SIZE.row.height,
    ]);
    // The tile's frame fills the card's width at the tile image's ratio.
    await expect(Math.round(((tile?.width ?? 0) / (tile?.height ?? 1)) * 100)).toBe(
      Math.round((PLATE_CARD_IMAGE_SIZE.tile.width / PLATE_CARD_IMAGE_SIZE.tile.height) * 100),
    );
  },
};

/** With `href` the card is a link to the plate's page. */
export const AsLink: Story = {
  args: { href: '/menu/demo/cat-pizzas/plate-muzzarella' },
  decorators: [
    // The app's router takes the navigation; the story only keeps the page where it is.
    (Story) => (
      <div onClickCapture={(event) => event.preventDefault()}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Pizza muzzarella' });
    await expect(link).toHaveAttribute('href', '/menu/demo/cat-pizzas/plate-muzzarella');
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(muzzarella);
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/**
 * Diner §7: a picture that fails to load gives way to the placeholder image, decorative like the
 * photo, in the photo's frame; the card keeps its layout.
 */
export const BrokenImage: Story = {
  args: { imageUrl: missingImageUrl },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(image).toHaveAttribute('src', PLATE_IMAGE_PLACEHOLDER));
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    await expect(image).toHaveAttribute('alt', '');
    await expect(image.getBoundingClientRect().width).toBe(PLATE_CARD_IMAGE_SIZE.row.width);
    await expect(within(canvasElement).getByRole('button', { name: 'Pizza muzzarella' })).toBeVisible();
  },
};
