import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ReportErrorModal, reportErrorModalTexts, reportErrorTypes } from './ReportErrorModal.tsx';

const meta = {
  title: 'Modals/ReportErrorModal',
  component: ReportErrorModal,
  args: { trigger: <Button tone="bordered">Reportar un problema</Button>, onConfirm: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ReportErrorModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished. */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Open → 'Confirmar' waits for a reason → reason and comment are sent → Escape closes. */
export const Reports: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Reportar un problema' }));
    const modal = within(await shownDialog(canvasElement, 'Reportar error'));
    const confirm = modal.getByRole('button', { name: 'Confirmar' });
    await expect(confirm).toBeDisabled();
    const group = modal.getByRole('group', { name: '¿Qué problema tuvo tu pedido?' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(reportErrorTypes.length);
    await userEvent.click(within(group).getByRole('radio', { name: 'El pedido llegó tarde' }));
    await expect(confirm).toBeEnabled();
    await userEvent.type(modal.getByLabelText('Comentario (opcional)'), ' Llegó frío ');
    await expect(modal.getByText('12/500')).toBeVisible();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledWith({ errorType: 'LATE_DELIVERY', comment: 'Llegó frío' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The radio group works with the keyboard; the comment is optional. */
export const ByKeyboard: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    const first = modal.getByRole('radio', { name: reportErrorModalTexts.reasons.MISSING_ITEMS });
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(modal.getByRole('radio', { name: reportErrorModalTexts.reasons.WRONG_ITEMS })).toBeChecked();
    await userEvent.click(modal.getByRole('button', { name: 'Confirmar' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ errorType: 'WRONG_ITEMS', comment: '' });
  },
};

export const NoReasonYet: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.type(modal.getByLabelText('Comentario (opcional)'), 'Algo salió mal');
    await expect(modal.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { defaultOpen: true, loading: true },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.click(modal.getByRole('radio', { name: reportErrorModalTexts.reasons.OTHER }));
    await expect(modal.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('aria-busy', 'true');
  },
};
