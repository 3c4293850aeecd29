import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { animationOf, underEachMotionSetting } from '../../fixtures/motion.ts';
import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose } from './Modal.tsx';

const meta = {
  title: 'Base/Modal',
  component: Modal,
  args: {
    title: '¿Deseas continuar?',
    description: 'Si continuas, se borrarán los ítems agregados a tu pedido',
    trigger: <Button>Cambiar local</Button>,
    onOpenChange: fn(),
    footer: (
      <>
        <ModalClose asChild>
          <Button tone="bordered">Cancelar</Button>
        </ModalClose>
        <ModalClose asChild>
          <Button>Continuar</Button>
        </ModalClose>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening traps focus inside; Escape closes and focus returns to the trigger. */
export const OpensAndClosesWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Cambiar local' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: '¿Deseas continuar?' });
    await expect(dialog).toHaveAccessibleDescription('Si continuas, se borrarán los ítems agregados a tu pedido');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesFromItsButtons: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar local' }));
    const dialog = await canvas.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/**
 * Rendered inside the themed root, so the dialog keeps the partner's colours. It rises in over a
 * fading page; with less motion asked for, both are there at once.
 */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog.closest('[data-slot="theme-root"]')).not.toBeNull();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible());
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="modal-overlay"]') as Element;
    await underEachMotionSetting(async (lessMotion) => {
      for (const part of [dialog, overlay]) {
        if (lessMotion) await expect(animationOf(part)).toBe('none');
        else await expect(animationOf(part)).not.toBe('none');
      }
    });
  },
};

/**
 * Open as the page is first drawn (a first screen the server renders with it, like the tracking
 * page's delivery code on a first visit): there at once, not risen in over the page.
 */
export const ShownWithThePage: Story = {
  args: { defaultOpen: true, shownWithPage: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '¿Deseas continuar?' });
    await expect(dialog.getAnimations()).toEqual([]);
    await expect(getComputedStyle(dialog).opacity).toBe('1');
  },
};

export const WithoutCloseButton: Story = { args: { defaultOpen: true, hideClose: true } };

/** A form inside a modal submits only itself, even when the modal sits inside another form. */
export const FormInsideAForm: Story = {
  args: {
    defaultOpen: true,
    title: 'Código de descuento',
    description: undefined,
    footer: undefined,
    trigger: undefined,
  },
  render: (args) => {
    const markSubmitted = (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      event.currentTarget.dataset.submitted = 'true';
    };
    return (
      <form aria-label="Checkout" onSubmit={markSubmitted}>
        <Modal {...args}>
          <form aria-label="Código" onSubmit={markSubmitted}>
            <button type="submit">Aplicar</button>
          </form>
        </Modal>
      </form>
    );
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(within(dialog).getByRole('form', { name: 'Código' })).toHaveAttribute('data-submitted', 'true');
    await expect(body.getByRole('form', { name: 'Checkout', hidden: true })).not.toHaveAttribute('data-submitted');
  },
};

/** A page whose button opens a dialog without a trigger of its own and is gone by the time it closes. */
function OpenerGone(props: Omit<Parameters<typeof Modal>[0], 'trigger'>) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Sabores Palermo Centro</h1>
      {!open && <Button onClick={() => setOpen(true)}>Ver horarios</Button>}
      <Modal {...props} trigger={undefined} open={open} onOpenChange={setOpen} />
    </main>
  );
}

/** What opened the dialog is gone when it closes: the page's heading gets the focus, never the body. */
export const OpenerGoneFocusesTheHeading: Story = {
  render: (args) => <OpenerGone {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Ver horarios' }).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: '¿Deseas continuar?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sabores Palermo Centro' })).toHaveFocus();
  },
};
