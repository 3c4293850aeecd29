import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ClosedStoreModal, closedStoreModalTexts } from './ClosedStoreModal.tsx';

const meta = {
  title: 'Modals/ClosedStoreModal',
  component: ClosedStoreModal,
  args: { canSchedule: false, defaultOpen: true, onAccept: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ClosedStoreModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished (a story that starts open). */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Nothing can be ordered: 'Local cerrado'; the button closes it. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await shownDialog(canvasElement, 'Local cerrado');
    await expect(within(dialog).getByText(closedStoreModalTexts.closed)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Closed now but a slot can be chosen: 'Programa tu pedido'; Escape closes it. */
export const CanSchedule: Story = {
  args: { canSchedule: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await shownDialog(canvasElement, 'Programa tu pedido');
    await expect(within(dialog).getByText(closedStoreModalTexts.canSchedule)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Opened from a trigger (e.g. the red banner), it closes from its X. */
export const FromTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button tone="bordered">Ver aviso</Button> },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Ver aviso' }));
    const dialog = await shownDialog(canvasElement, 'Local cerrado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(body.getByRole('button', { name: 'Ver aviso' })).toHaveFocus();
  },
};
