import type { WorkingDay } from '@comanda/domain/schedule';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { HoursModal } from './HoursModal.tsx';

const lunchAndDinner = [
  { startAt: '12:00', endAt: '15:00' },
  { startAt: '20:00', endAt: '00:30' },
];
const branchHours: WorkingDay[] = [
  { dayOfWeek: 'MONDAY', workingHours: lunchAndDinner },
  { dayOfWeek: 'TUESDAY', workingHours: lunchAndDinner },
  { dayOfWeek: 'WEDNESDAY', workingHours: lunchAndDinner },
  { dayOfWeek: 'THURSDAY', workingHours: lunchAndDinner },
  { dayOfWeek: 'FRIDAY', workingHours: [{ startAt: '12:00', endAt: '02:00' }] },
  { dayOfWeek: 'SATURDAY', workingHours: [{ startAt: '19:00', endAt: '02:00' }] },
];
const takeAwayHours: WorkingDay[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((dayOfWeek) => ({
  dayOfWeek,
  workingHours: [{ startAt: '18:00', endAt: '23:00' }],
}));

/** Monday 19 May 2025, 13:00 in Buenos Aires. */
const mondayLunch = Date.UTC(2025, 4, 19, 16, 0);

const meta = {
  title: 'Modals/HoursModal',
  component: HoursModal,
  args: {
    trigger: <Button tone="bordered">Ver horarios</Button>,
    storeName: 'La Parrilla de Palermo',
    address: 'Av. Santa Fe 3253, Palermo',
    workingDays: branchHours,
    orderModes: [
      { id: 1, name: 'Delivery', workingDays: branchHours },
      { id: 2, name: 'Take Away', workingDays: takeAwayHours },
    ],
    now: mondayLunch,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof HoursModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished (a story that starts open). */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** 'Ver horarios' → 'Informacion' with the week in Spanish and each mode's status → Escape closes. */
export const StoreInformation: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Ver horarios' });
    await userEvent.click(trigger);
    const dialog = await shownDialog(canvasElement, 'Informacion');
    const modal = within(dialog);
    await expect(modal.getByText('La Parrilla de Palermo')).toBeVisible();
    const branch = modal.getByRole('heading', { name: 'Horarios del local' }).closest('section') as HTMLElement;
    const terms = within(branch).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    const hours = within(branch).getAllByRole('definition');
    await expect(hours[0]).toHaveTextContent('12:00 a 15:00, 20:00 a 00:30');
    await expect(hours[4]).toHaveTextContent('12:00 a 02:00');
    await expect(hours[6]).toHaveTextContent('Cerrado');
    await expect(modal.getByRole('heading', { name: 'Delivery Abierto' })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Take Away Cerrado' })).toBeVisible();
    // Each mode lists its own week: take away opens only in the evening.
    const takeAway = modal.getByRole('heading', { name: 'Take Away Cerrado' }).closest('section') as HTMLElement;
    await expect(within(takeAway).getAllByRole('definition')[0]).toHaveTextContent('18:00 a 23:00');
    // Taller than a phone: the keyboard reaches the hours to scroll them, after the close button.
    await userEvent.tab();
    await expect(modal.getByRole('region', { name: 'Informacion' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Monday 19:00: delivery is between ranges and take away is open. */
export const Evening: Story = {
  args: { defaultOpen: true, now: Date.UTC(2025, 4, 19, 22, 0) },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('heading', { name: 'Delivery Cerrado' })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'Take Away Abierto' })).toBeVisible();
  },
};

/** A status the caller already knows (e.g. from `orderingStatus`) wins over the hours. */
export const StatusFromCaller: Story = {
  args: {
    defaultOpen: true,
    orderModes: [{ id: 1, name: 'Delivery', workingDays: branchHours, open: false }],
  },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('heading', { name: 'Delivery Cerrado' })).toBeVisible();
  },
};

export const BranchHoursOnly: Story = {
  args: { defaultOpen: true, orderModes: [], storeName: undefined, address: undefined },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    // The dialog's title and the branch's hours.
    await expect(modal.getAllByRole('heading')).toHaveLength(2);
    await userEvent.click(modal.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
