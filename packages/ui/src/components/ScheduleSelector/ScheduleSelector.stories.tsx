import { orderModeAvailabilities } from '@comanda/domain/schedule';
import { validationMessages } from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyScheduleDays } from '../CheckoutForm/checkoutFixtures.ts';
import { ScheduleSelector } from './ScheduleSelector.tsx';

const meta = {
  title: 'Checkout/ScheduleSelector',
  component: ScheduleSelector,
  args: { availability: 'all', days: storyScheduleDays, onValueChange: fn() },
  argTypes: { availability: { control: 'select', options: [...orderModeAvailabilities, null] } },
} satisfies Meta<typeof ScheduleSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both ways enabled: the toggle shows, 'En el momento' first; 'Programado' picks the first free slot. */
export const NowOrScheduled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const now = canvas.getByRole('radio', { name: 'En el momento' });
    await expect(now).toBeChecked();
    await expect(canvas.queryByLabelText('Día')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Programado' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      scheduled: true,
      selection: { date: '2025-05-16', time: '20:00' },
    });
    await expect(canvas.getByLabelText('Día')).toHaveDisplayValue('Viernes 16/05');
    await expect(canvas.getByLabelText('Horario')).toHaveDisplayValue('20:00');
    await userEvent.click(now);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ scheduled: false, selection: null });
  },
};

/** Keyboard: arrows move between the two options of the toggle. */
export const ToggleWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'En el momento' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Programado' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ scheduled: true }));
  },
};

/** Changing the date adjusts the time: Saturday has no 21:30, so its first time is taken. */
export const ChangingTheDayAdjustsTheTime: Story = {
  args: { defaultValue: { scheduled: true, selection: { date: '2025-05-16', time: '23:00' } } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const day = canvas.getByLabelText('Día');
    const time = canvas.getByLabelText('Horario');
    await expect(time).toHaveDisplayValue('23:00');
    await userEvent.selectOptions(day, 'Sábado 17/05');
    await expect(time).toHaveDisplayValue('20:00');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      scheduled: true,
      selection: { date: '2025-05-17', time: '20:00' },
    });
    await userEvent.selectOptions(time, '21:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      scheduled: true,
      selection: { date: '2025-05-17', time: '21:30' },
    });
    // Back to a day that offers 21:30 keeps it.
    await userEvent.selectOptions(day, 'Domingo 18/05');
    await expect(time).toHaveDisplayValue('21:30');
  },
};

/** Scheduled-only mode: no toggle, scheduling forced on with the first day and first time. */
export const ForcedScheduled: Story = {
  args: { availability: 'scheduled' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Día')).toHaveDisplayValue('Viernes 16/05');
    await expect(canvas.getByLabelText('Horario')).toHaveDisplayValue('20:00');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith({
        scheduled: true,
        selection: { date: '2025-05-16', time: '20:00' },
      }),
    );
  },
};

/** A chosen time that is no longer offered moves to the first available slot of that day. */
export const TimeNoLongerOffered: Story = {
  args: { value: { scheduled: true, selection: { date: '2025-05-16', time: '12:30' } } },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Horario')).toHaveDisplayValue('20:00');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenCalledWith({
        scheduled: true,
        selection: { date: '2025-05-16', time: '20:00' },
      }),
    );
  },
};

/** Now-only mode: nothing to choose, nothing rendered. */
export const NowOnly: Story = {
  args: { availability: 'now' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="schedule-selector"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, days: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Estamos calculando los horarios del local, aguarde unos momentos.')).toBeVisible();
    await expect(canvas.queryByLabelText('Día')).not.toBeInTheDocument();
  },
};

/** No slot left and a time is required: the pickers are empty and the submit error shows. */
export const NoSlotsWithError: Story = {
  args: {
    availability: 'scheduled',
    days: [],
    error: validationMessages.checkout.scheduleTimeRequired,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Horario')).toBeDisabled();
    await expect(canvas.getByLabelText('Horario')).toHaveAccessibleDescription(
      'Seleccione un horario de programación del pedido',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { scheduled: true, selection: { date: '2025-05-17', time: '20:30' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Programado' })).toBeDisabled();
    await expect(canvas.getByLabelText('Día')).toBeDisabled();
  },
};
