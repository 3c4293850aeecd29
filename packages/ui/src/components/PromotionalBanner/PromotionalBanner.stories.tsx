import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromotionalBanner } from './PromotionalBanner.tsx';

const meta = {
  title: 'Shell/PromotionalBanner',
  component: PromotionalBanner,
  args: { text: '¡2x1 en empanadas todos los martes!' },
} satisfies Meta<typeof PromotionalBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text sits on the branch's promotional colour with its contrast text colour (axe checks it). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByText('¡2x1 en empanadas todos los martes!');
    const style = getComputedStyle(banner);
    await expect(style.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(style.color).not.toBe(style.backgroundColor);
  },
};

/** A long text wraps instead of overflowing on a phone. */
export const LongText: Story = {
  args: {
    text: 'Envío gratis en pedidos desde las 20 hs con el código NOCHE. Válido de lunes a jueves, solo con pago en línea.',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByText(/Envío gratis en pedidos/);
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

/** Line breaks typed in the back office are kept. */
export const MultiLine: Story = {
  args: { text: 'Martes: 2x1 en empanadas\nJueves: postre de regalo' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Martes: 2x1 en empanadas/)).toHaveTextContent(
      'Martes: 2x1 en empanadas Jueves: postre de regalo',
    );
  },
};
