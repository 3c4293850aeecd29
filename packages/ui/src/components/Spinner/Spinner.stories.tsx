import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = { title: 'Base/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando' })).toBeVisible();
  },
};
