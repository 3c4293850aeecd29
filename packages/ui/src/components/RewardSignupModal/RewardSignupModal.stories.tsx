import { loyaltyClaimFailureMessage } from '@comanda/domain/loyalty';
import { toE164 } from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { RewardSignupModal } from './RewardSignupModal.tsx';

const meta = {
  title: 'Modals/RewardSignupModal',
  component: RewardSignupModal,
  args: {
    trigger: <Button tone="bordered">Reclamar premio</Button>,
    description: 'Suma 500 puntos en tu primera compra',
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof RewardSignupModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished. */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function openModal(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Reclamar premio' }));
  const dialog = await shownDialog(canvasElement, '¡Tienes un premio!');
  return Object.assign(within(dialog), { dialog });
}

/** Open → phone, name and email → 'Canjear' sends them → Escape closes. */
export const SignsUp: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.dialog).toHaveAccessibleDescription('Suma 500 puntos en tu primera compra');
    await userEvent.type(modal.getByLabelText('Teléfono'), '11 2345-6789');
    await userEvent.type(modal.getByLabelText('Nombre'), 'Juana Pérez');
    await userEvent.type(modal.getByLabelText('Email'), 'juana@example.com');
    await userEvent.click(modal.getByRole('button', { name: 'Canjear' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone: toE164('11 2345-6789', 'ar'),
      name: 'Juana Pérez',
      email: 'juana@example.com',
      country: 'ar',
    });
    await userEvent.keyboard('{Escape}');
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const MissingFields: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByLabelText('Nombre'), 'Juana');
    await userEvent.click(modal.getByRole('button', { name: 'Canjear' }));
    await expect(modal.getByRole('alert')).toHaveTextContent('Debe completar todos los campos para continuar');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByLabelText('Teléfono'), '123');
    await userEvent.type(modal.getByLabelText('Nombre'), 'Juana');
    await userEvent.type(modal.getByLabelText('Email'), 'juana@example.com');
    await userEvent.click(modal.getByRole('button', { name: 'Canjear' }));
    const phone = modal.getByLabelText('Teléfono');
    await expect(phone).toHaveAccessibleDescription('El número de teléfono es invalido');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The claim answered 'already exists'. */
export const AlreadyClaimed: Story = {
  args: {
    defaultOpen: true,
    claimError: loyaltyClaimFailureMessage('Reward claim already exists'),
    defaultValues: { phone: '11 2345-6789', name: 'Juana Pérez', email: 'juana@example.com' },
  },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('alert')).toHaveTextContent('Ya ha canjeado este premio');
  },
};

export const ClaimFailed: Story = {
  args: { defaultOpen: true, claimError: loyaltyClaimFailureMessage({ status: 500 }) },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('alert')).toHaveTextContent(
      'Hubo un error validando sus datos, inténtelo en unos momentos',
    );
  },
};

export const Loading: Story = {
  args: {
    defaultOpen: true,
    loading: true,
    defaultValues: { phone: '11 2345-6789', name: 'Juana Pérez', email: 'juana@example.com' },
  },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('button', { name: 'Canjear' })).toBeDisabled();
    await userEvent.click(modal.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument());
  },
};
