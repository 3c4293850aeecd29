import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LineIcon } from './LineIcon.tsx';

const meta = {
  title: 'Base/LineIcon',
  component: LineIcon,
  args: { width: 48, height: 48, strokeWidth: 2, children: <path d="M4 12h16M12 4v16" /> },
} satisfies Meta<typeof LineIcon>;
export default meta;

/** Drawn in the text's colour and hidden from assistive technology: the control beside it is named. */
export const Default: StoryObj<typeof meta> = {
  render: (args) => (
    <p style={{ color: 'rgb(200, 0, 0)' }}>
      <LineIcon {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
    await expect(getComputedStyle(icon as SVGSVGElement).stroke).toBe('rgb(200, 0, 0)');
  },
};
