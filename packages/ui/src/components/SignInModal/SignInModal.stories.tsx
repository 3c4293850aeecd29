import { toE164 } from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SignInModal } from './SignInModal.tsx';

const meta = {
  title: 'Modals/SignInModal',
  component: SignInModal,
  args: {
    trigger: <Button tone="bordered">Iniciar sesión</Button>,
    onSubmit: fn(),
    onOpenChange: fn(),
    onCountryChange: fn(),
  },
} satisfies Meta<typeof SignInModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished (a story that starts open). */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Open → a valid phone → 'Ingresar' gives the E.164 number; Escape closes and focus returns to the trigger. */
export const SignsIn: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = body.getByRole('button', { name: 'Iniciar sesión' });
    await userEvent.click(trigger);
    const dialog = await shownDialog(canvasElement, 'Iniciar sesión');
    const modal = within(dialog);
    await userEvent.type(modal.getByLabelText('Teléfono'), '11 2345-6789');
    await userEvent.click(modal.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: toE164('11 2345-6789', 'ar'), country: 'ar' });
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** An invalid phone shows the domain's message and is not sent; typing again clears it. */
export const InvalidPhone: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Iniciar sesión' }));
    const modal = within(await shownDialog(canvasElement));
    const input = modal.getByLabelText('Teléfono');
    await userEvent.type(input, '123');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAccessibleDescription('Debe ingresar un número válido');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '4');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(modal.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The prefix selector changes the country the number is read in. */
export const OtherCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Iniciar sesión' }));
    const modal = within(await shownDialog(canvasElement));
    await userEvent.selectOptions(modal.getByRole('combobox', { name: 'Código de país' }), 'uy');
    await expect(args.onCountryChange).toHaveBeenCalledWith('uy');
    await userEvent.type(modal.getByLabelText('Teléfono'), '094 123 456');
    await userEvent.click(modal.getByRole('button', { name: 'Ingresar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '+59894123456', country: 'uy' });
  },
};

/** While the sign-in call runs, 'Ingresar' is busy and cannot be pressed again. */
export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    const submit = modal.getByRole('button', { name: 'Ingresar' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

export const BranchInChile: Story = {
  args: { defaultOpen: true, defaultCountry: 'cl' },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('combobox', { name: 'Código de país' })).toHaveValue('cl');
  },
};

/** The code step: the code sent to the phone, typed digits only; a wrong shape is not sent. */
export const EntersCode: Story = {
  args: {
    defaultOpen: true,
    codeSentTo: '+54 9 11 2345-6789',
    onSubmitCode: fn(),
    onResendCode: fn(),
    onChangePhone: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement, 'Iniciar sesión'));
    await expect(modal.getByText('+54 9 11 2345-6789')).toBeVisible();
    const input = modal.getByLabelText('Código');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12a3');
    await expect(input).toHaveValue('123');
    await userEvent.click(modal.getByRole('button', { name: 'Ingresar' }));
    await expect(input).toHaveAccessibleDescription(/El código no es válido o venció/);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.onSubmitCode).not.toHaveBeenCalled();
    await userEvent.type(input, '4567');
    await expect(input).toHaveValue('123456');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmitCode).toHaveBeenCalledWith('123456');
    await userEvent.click(modal.getByRole('button', { name: 'Enviar otro código' }));
    await expect(args.onResendCode).toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Cambiar número' }));
    await expect(args.onChangePhone).toHaveBeenCalled();
  },
};

/** The server refused the code: its message shows until the diner types again. */
export const CodeRefused: Story = {
  args: {
    defaultOpen: true,
    codeSentTo: '+54 9 11 2345-6789',
    codeError: 'El código no es válido o venció. Pida uno nuevo si hace falta.',
    onSubmitCode: fn(),
  },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    const input = modal.getByLabelText('Código');
    await expect(input).toHaveAccessibleDescription(/Pida uno nuevo si hace falta\./);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(input, '1');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The code step on a dark theme. */
export const EntersCodeDark: Story = {
  args: { defaultOpen: true, codeSentTo: '+54 9 11 2345-6789', onSubmitCode: fn() },
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByLabelText('Código')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Enviar otro código' })).toBeVisible();
  },
};
