import { validationMessages } from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerDataSection } from './CustomerDataSection.tsx';

const meta = {
  title: 'Checkout/CustomerDataSection',
  component: CustomerDataSection,
  args: { onValueChange: fn(), onFieldBlur: fn() },
} satisfies Meta<typeof CustomerDataSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, phone with its prefix and the document ('DNI' by default), which drops dots as typed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mis datos' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Nombre'), 'Juana Pérez');
    await userEvent.type(canvas.getByLabelText('Teléfono'), '1123456789');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Código de país' }), 'Chile (+56)');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Juana Pérez', phone: '1123456789', phoneCountry: 'cl' }),
      'phoneCountry',
    );
    const documentField = canvas.getByLabelText('DNI');
    await userEvent.type(documentField, '30.123.456-7');
    await expect(documentField).toHaveValue('301234567');
    await userEvent.tab();
    await expect(args.onFieldBlur).toHaveBeenLastCalledWith('document');
    // Nothing forced: the email is offered, and every contact field says it is optional.
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Opcional');
    await expect(canvas.getByLabelText('Nombre')).toHaveAccessibleDescription('Opcional');
    await expect(canvas.queryByLabelText('Número de mesa')).not.toBeInTheDocument();
  },
};

/** A store forcing phone, name and email: each is marked required and none says 'Opcional'. */
export const WithForcedFields: Story = {
  args: { required: { phone: true, name: true, email: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Nombre', 'Teléfono', 'Email']) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
      await expect(canvas.getByLabelText(label)).not.toHaveAccessibleDescription('Opcional');
    }
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'juana@example.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ email: 'juana@example.com' }),
      'email',
    );
  },
};

/** Dine-in: the table number. */
export const DineIn: Story = {
  args: { showTableNumber: true, defaultValue: { name: 'Juana Pérez', phone: '1123456789' } },
  play: async ({ args, canvasElement }) => {
    const table = within(canvasElement).getByLabelText('Número de mesa');
    await userEvent.type(table, '12');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tableNumber: '12' }),
      'tableNumber',
    );
  },
};

/** The DOCUMENT_LABEL customization renames the document field. */
export const CustomDocumentLabel: Story = {
  args: { documentLabel: 'CUIT' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('CUIT');
    await userEvent.type(field, '20-30123456-7');
    await expect(field).toHaveValue('20301234567');
  },
};

export const WithoutDocument: Story = {
  args: { showDocument: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByLabelText('DNI')).not.toBeInTheDocument();
  },
};

/** Field errors after a failed submit, each its field's description (read once, with the field), none an alert. */
export const WithErrors: Story = {
  args: {
    showTableNumber: true,
    defaultValue: { phone: '1234', email: 'juana@', document: '123' },
    errors: {
      name: validationMessages.checkout.nameRequired,
      phone: validationMessages.checkout.phoneInvalid,
      email: validationMessages.checkout.emailInvalid,
      document: validationMessages.checkout.documentInvalid,
      tableNumber: validationMessages.checkout.tableNumberRequired,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Debe ingresar su nombre para poder realizar el pedido.',
    );
    await expect(canvas.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Debe ingresar un número de teléfono válido para continuar.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Ingrese un email valido');
    await expect(canvas.getByLabelText('DNI')).toHaveAccessibleDescription('Ingrese un documento valido');
    await expect(canvas.getByLabelText('Número de mesa')).toHaveAccessibleDescription(
      'Debe ingresar número de mesa para poder realizar el pedido.',
    );
  },
};

/** The phone keeps digits and a leading '+' (domain `cleanPhoneInput`). */
export const PhoneIsCleaned: Story = {
  play: async ({ args, canvasElement }) => {
    const phone = within(canvasElement).getByLabelText('Teléfono');
    await userEvent.type(phone, '11 2345-6789');
    await expect(phone).toHaveValue('1123456789');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+598 94 123 456');
    await expect(phone).toHaveValue('+59894123456');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ phone: '+59894123456' }),
      'phone',
    );
  },
};

/** A signed-in diner's data comes filled in. */
export const Prefilled: Story = {
  args: { defaultValue: { name: 'Juana Pérez', phone: '1123456789', document: '30123456' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Nombre')).toHaveValue('Juana Pérez');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { name: 'Juana Pérez', phone: '1123456789' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Nombre')).toBeDisabled();
  },
};
