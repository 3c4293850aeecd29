import { RIDER_PAGE_VARIANTS } from '@comanda/domain/rider';
import { validationMessages } from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RiderPage } from './RiderPage.tsx';

const logo =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#e85d04"/><text x="28" y="36" font-size="22" text-anchor="middle" fill="#fff" font-family="sans-serif">LE</text></svg>',
  );

const meta = {
  title: 'Logistics/RiderPage',
  component: RiderPage,
  args: { variant: 'phoneIntake', branchName: 'La Esquina', branchLogoUrl: logo, onSubmit: fn() },
  argTypes: { variant: { control: 'inline-radio', options: RIDER_PAGE_VARIANTS } },
} satisfies Meta<typeof RiderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only 'Ingresa con tu teléfono' and 'Siguiente'. */
export const PhoneIntake: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Repartidores' })).toBeVisible();
    await expect(canvas.getByText('La Esquina')).toBeVisible();
    const phone = canvas.getByRole('textbox', { name: 'Ingresa con tu teléfono' });
    await expect(phone).toHaveAttribute('placeholder', '11 2345-6789');
    await expect(canvas.getAllByRole('textbox')).toHaveLength(1);
    await expect(canvas.queryByLabelText('Código de seguridad')).not.toBeInTheDocument();
    await userEvent.type(phone, '11 5555-4444');
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ initPhone: '11 5555-4444' });
  },
};

export const PhoneInvalid: Story = {
  args: { defaultValues: { initPhone: '123' }, errors: { initPhone: validationMessages.rider.phoneInvalid } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Ingresa con tu teléfono' });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('El número de teléfono es invalido');
  },
};

/** All fields; the intake phone shown disabled and sent with the others. */
export const Register: Story = {
  args: { variant: 'register', defaultValues: { initPhone: '11 5555-4444' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const initial = canvas.getByRole('textbox', { name: 'Ingresa con tu teléfono' });
    await expect(initial).toBeDisabled();
    await expect(initial).toHaveValue('11 5555-4444');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Confirma tu teléfono' }), '11 5555-4444');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre y Apellido' }), 'Juan Pérez');
    await userEvent.type(canvas.getByLabelText('Código de seguridad'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar turno' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      initPhone: '11 5555-4444',
      registerPhone: '11 5555-4444',
      name: 'Juan Pérez',
      securityCode: '1234',
    });
  },
};

export const RegisterErrors: Story = {
  args: {
    variant: 'register',
    defaultValues: { initPhone: '11 5555-4444', registerPhone: '11 5555-4445' },
    errors: { registerPhone: validationMessages.rider.phonesDoNotMatch },
    formError: validationMessages.rider.allFieldsRequired,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Confirma tu teléfono' })).toHaveAccessibleDescription(
      'Los números de teléfono no coinciden',
    );
    // The form's error is the one alert; the field's is only its description.
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual(['Debe completar todos los campos para continuar']);
  },
};

/** '¡Hola {name}!', only the security code and 'Iniciar turno'. */
export const LogIn: Story = {
  args: { variant: 'logIn', riderName: 'Juan' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '¡Hola Juan!' })).toBeVisible();
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await userEvent.type(canvas.getByLabelText('Código de seguridad'), '4321');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ securityCode: '4321' });
    await expect(canvas.getByRole('button', { name: 'Iniciar turno' })).toBeVisible();
  },
};

export const WrongSecurityCode: Story = {
  args: { variant: 'logIn', riderName: 'Juan', errors: { securityCode: validationMessages.rider.securityCodeWrong } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Código de seguridad')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Código de seguridad')).toHaveAccessibleDescription(
      'El código de seguridad es erróneo',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Same greeting and field, 'Finalizar turno'. */
export const LogOut: Story = {
  args: { variant: 'logOut', riderName: 'Juan' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '¡Hola Juan!' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Código de seguridad'), '4321');
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar turno' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ securityCode: '4321' });
  },
};

export const Submitting: Story = {
  args: { variant: 'logOut', riderName: 'Juan', submitting: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Finalizar turno' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No fields and no button: only the message. */
export const ShiftStarted: Story = {
  args: { variant: 'success', successAction: 'logIn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Turno iniciado con éxito');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const ShiftFinished: Story = {
  args: { variant: 'success', successAction: 'logOut' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Turno finalizado con éxito');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A branch without a logo. */
export const WithoutLogo: Story = {
  args: { branchLogoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
