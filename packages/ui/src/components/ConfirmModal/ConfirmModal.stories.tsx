import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmModal, confirmModalTexts } from './ConfirmModal.tsx';

const meta = {
  title: 'Modals/ConfirmModal',
  component: ConfirmModal,
  args: {
    reason: 'clearCart',
    trigger: <Button tone="bordered">Cambiar</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(body.getByRole('button', { name: 'Cambiar' }));
  const dialog = await body.findByRole('dialog', { name: '¿Deseas continuar?' });
  await waitFor(() => expect(dialog).toBeVisible());
  return { body, dialog };
}

/** Entering with items in the cart: 'Continuar' confirms (and does not count as a cancel). */
export const ClearCart: Story = {
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Si continuas, se borrarán los ítems agregados a tu pedido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** 'Cancelar' reverts the change. */
export const ChangeStore: Story = {
  args: { reason: 'changeStore' },
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Al cambiar de local se borrarán los ítems agregados a tu pedido');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Escape is a cancel too. */
export const ChangeOrderMode: Story = {
  args: { reason: 'changeOrderMode' },
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(confirmModalTexts.descriptions.changeOrderMode);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Changing the payment method with a discount code applied; the X cancels. */
export const ChangePayment: Story = {
  args: { reason: 'changePayment' },
  play: async ({ args, canvasElement }) => {
    const { body, dialog } = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Si cambias el medio de pago se borrará el código de descuento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Opened by the app (controlled), e.g. on entering a store with items in the cart. */
export const OpenOnEntry: Story = {
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '¿Deseas continuar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
