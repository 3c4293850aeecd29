import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DeliveryCodeModal } from './DeliveryCodeModal.tsx';

const meta = {
  title: 'Modals/DeliveryCodeModal',
  component: DeliveryCodeModal,
  args: { code: '4821', defaultOpen: true, onContinue: fn(), onOpenChange: fn() },
} satisfies Meta<typeof DeliveryCodeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished. */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Shown once on the tracking page; 'Continuar' closes it. */
export const ShareTheCode: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await shownDialog(canvasElement, 'Clave de entrega');
    const modal = within(dialog);
    await expect(modal.getByText('Comparte la clave 4821')).toBeVisible();
    await expect(
      modal.getByText(
        'El repartidor confirmará la entrega del pedido con la clave de entrega. ¡Espera a recibir el pedido para compartirla!',
      ),
    ).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onContinue).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open again from the page's 'Clave de entrega' section; Escape closes it. */
export const ReopenAndEscape: Story = {
  args: { defaultOpen: false, trigger: <Button tone="bordered">Ver clave de entrega</Button> },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Ver clave de entrega' });
    await userEvent.click(trigger);
    await shownDialog(canvasElement, 'Clave de entrega');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onContinue).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};
