import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  clasica,
  demoImages,
  demoIndicators,
  doble,
  empanadaCarne,
  gaseosa,
  missingImageUrl,
  muzzarella,
  napolitana,
} from '../../fixtures/menu.ts';
import { underEachMotionSetting } from '../../fixtures/motion.ts';
import { PLATE_IMAGE_PLACEHOLDER } from '../PlateImage/PlateImage.tsx';
import { HighlightsSlider } from './HighlightsSlider.tsx';

const meta = {
  title: 'Menu/HighlightsSlider',
  component: HighlightsSlider,
  args: {
    onOpen: fn(),
    items: [
      { plate: napolitana, imageUrl: demoImages.napolitana, indicators: [demoIndicators.veggie] },
      { plate: clasica, imageUrl: demoImages.clasica, quantityInCart: 2 },
      { plate: doble, imageUrl: demoImages.doble, indicators: [demoIndicators.new] },
      { plate: muzzarella, imageUrl: demoImages.muzzarella },
      { plate: empanadaCarne, imageUrl: demoImages.empanadas, indicators: [demoIndicators.spicy] },
      { plate: gaseosa, imageUrl: demoImages.gaseosa },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HighlightsSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A region named by its title; each remarked plate opens from its card. It scrolls smoothly; with
 * less motion asked for, it jumps.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Lo más destacado' });
    await underEachMotionSetting(async (lessMotion) => {
      await expect(getComputedStyle(region).scrollBehavior).toBe(lessMotion ? 'auto' : 'smooth');
    });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Lo más destacado' })).toBeVisible();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(region).getByRole('button', { name: 'Hamburguesa clásica' }));
    await expect(args.onOpen).toHaveBeenCalledWith(clasica);
  },
};

/** The region takes focus; arrow keys scroll it one slide at a time, Home back to the start. */
export const KeyboardScroll: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Lo más destacado' });
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(region.scrollLeft).toBeGreaterThan(0));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(region.scrollLeft + region.clientWidth).toBeGreaterThanOrEqual(region.scrollWidth - 1));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(region.scrollLeft).toBe(0));
  },
};

/** Tab walks from the region into the plates. */
export const KeyboardOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Pizza napolitana' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(napolitana);
  },
};

/** No remarked plates: the slider is not shown. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Diner §7: a remarked plate whose picture fails to load shows the placeholder image; the others keep theirs. */
export const BrokenImage: Story = {
  args: {
    items: [
      { plate: napolitana, imageUrl: missingImageUrl },
      { plate: clasica, imageUrl: demoImages.clasica },
    ],
  },
  play: async ({ canvasElement }) => {
    const [broken, loaded] = [...canvasElement.querySelectorAll('img')] as HTMLImageElement[];
    await waitFor(() => expect(broken).toHaveAttribute('src', PLATE_IMAGE_PLACEHOLDER));
    await waitFor(() => expect(broken?.naturalWidth).toBeGreaterThan(0));
    await expect(broken).toHaveAttribute('alt', '');
    await expect(loaded).toHaveAttribute('src', demoImages.clasica);
  },
};
