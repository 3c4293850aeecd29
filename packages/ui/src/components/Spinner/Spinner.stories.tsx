import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { underEachMotionSetting } from '../../fixtures/motion.ts';
import { Spinner } from './Spinner.tsx';

const meta = { title: 'Base/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
/** With less motion asked for, it turns three times slower rather than stopping: a wait still looks like one. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole('status', { name: 'Cargando' });
    await expect(spinner).toBeVisible();
    await underEachMotionSetting(async (lessMotion) => {
      await expect(getComputedStyle(spinner).animationDuration).toBe(lessMotion ? '2.4s' : '0.8s');
    });
  },
};
