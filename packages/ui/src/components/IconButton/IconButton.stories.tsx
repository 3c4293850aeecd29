import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Base/IconButton',
  component: IconButton,
  args: { label: 'Actualizar', icon: '↻', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icon is hidden from screen readers; the Spanish label names the button. */
export const Named: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Actualizar' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = { args: { disabled: true } };
