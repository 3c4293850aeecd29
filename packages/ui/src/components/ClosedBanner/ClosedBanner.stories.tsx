import { closedBanner, scheduleMessages } from '@comanda/domain/schedule';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClosedBanner } from './ClosedBanner.tsx';

const meta = {
  title: 'Shell/ClosedBanner',
  component: ClosedBanner,
  args: { onShowHours: fn() },
} satisfies Meta<typeof ClosedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed and nothing can be scheduled: 'Local cerrado.'; 'Ver horarios' opens the hours. */
export const Closed: Story = {
  args: { canSchedule: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Local cerrado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver horarios' }));
    await expect(args.onShowHours).toHaveBeenCalledOnce();
  },
};

/** Closed now but a slot can be chosen: 'Local cerrado, programa tu pedido.'. */
export const ClosedCanSchedule: Story = {
  args: { canSchedule: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Local cerrado, programa tu pedido.')).toBeVisible();
  },
};

/** The text computed by the app with the domain, passed as is. */
export const FromDomainMessage: Story = {
  args: { message: closedBanner({ canOrderNow: false, canSchedule: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(scheduleMessages.closedBannerCanSchedule)).toBeVisible();
  },
};

/** Keyboard: the hours button is reachable and pressable. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Ver horarios' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowHours).toHaveBeenCalledOnce();
  },
};

export const WithoutHoursButton: Story = {
  args: { onShowHours: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
