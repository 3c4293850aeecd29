import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReorderNoticesModal, reorderTexts } from './ReorderNoticesModal.tsx';

const notices = [
  'Pizza fugazzeta ya no está disponible',
  'Pizza muzzarella cambió de precio: antes $ 12.500, ahora $ 13.500',
];

const meta = {
  title: 'Modals/ReorderNoticesModal',
  component: ReorderNoticesModal,
  args: { open: true, notices, canContinue: true, onContinue: fn(), onOpenChange: fn() },
} satisfies Meta<typeof ReorderNoticesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: reorderTexts.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Some lines are back in the cart: what changed is listed, and the diner goes on to the checkout. */
export const SomeChanged: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(reorderTexts.someLeft);
    await expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(notices);
    await userEvent.click(within(dialog).getByRole('button', { name: reorderTexts.toCheckout }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const SomeChangedDark: Story = { ...SomeChanged, globals: { mode: 'dark' } };

/** Nothing of the order can be ordered today: said so, and only 'Cerrar'. */
export const NothingLeft: Story = {
  args: {
    notices: ['Pizza fugazzeta ya no está disponible', 'Ninguno de los platos de ese pedido está disponible hoy'],
    canContinue: false,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(reorderTexts.noneLeft);
    await expect(within(dialog).queryByRole('button', { name: reorderTexts.toCheckout })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: reorderTexts.close }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
