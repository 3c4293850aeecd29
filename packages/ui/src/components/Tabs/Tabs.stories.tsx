import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Base/Tabs',
  component: Tabs,
  args: {
    label: 'Dirección',
    onValueChange: fn(),
    items: [
      { value: 'address', label: 'Mi dirección', content: 'Calle, altura y aclaraciones' },
      { value: 'location', label: 'Mi ubicación', content: 'Coordenadas en el mapa' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Mi dirección' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Calle, altura y aclaraciones');
  },
};

/** Arrow keys move focus, Enter or Space selects (manual activation). */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Mi dirección' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mi ubicación' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('location');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Coordenadas en el mapa');
  },
};
