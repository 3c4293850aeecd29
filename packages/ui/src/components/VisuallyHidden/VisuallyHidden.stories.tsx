import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const meta = {
  title: 'Base/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Solo para lectores de pantalla' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Solo para lectores de pantalla');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
