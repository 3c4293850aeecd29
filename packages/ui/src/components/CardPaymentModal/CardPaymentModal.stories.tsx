import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { CardPaymentModal } from './CardPaymentModal.tsx';

/** Monday 19 May 2025, noon in Buenos Aires: the instant expiry dates are checked at. */
const now = Date.UTC(2025, 4, 19, 15, 0);

const meta = {
  title: 'Modals/CardPaymentModal',
  component: CardPaymentModal,
  args: {
    trigger: <Button>Pagar pedido</Button>,
    amount: 1550050,
    now,
    onSubmit: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof CardPaymentModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its opening animation has finished. */
async function shownDialog(canvasElement: HTMLElement, name?: string) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', name ? { name } : {});
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

type Modal = ReturnType<typeof within>;

async function fillCard(modal: Modal, expiry = '1230') {
  await userEvent.type(modal.getByLabelText('Número de tarjeta'), '4242424242424242');
  await userEvent.type(modal.getByLabelText('Nombre del titular'), 'Juana Pérez');
  await userEvent.type(modal.getByLabelText('Vencimiento (MM/AA)'), expiry);
  await userEvent.type(modal.getByLabelText('Código de seguridad'), '123');
  await userEvent.type(modal.getByLabelText('Documento'), '30.123.456');
}

/** Open → the card → 'Pagar' sends clean inputs → Escape closes. */
export const Pays: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Pagar pedido' }));
    const modal = within(await shownDialog(canvasElement, 'Completa los datos de tu tarjeta'));
    await expect(modal.getByText('$ 15.500,50')).toBeVisible();
    await fillCard(modal);
    await expect(modal.getByLabelText('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
    await expect(modal.getByLabelText('Vencimiento (MM/AA)')).toHaveValue('12/30');
    await expect(modal.getByLabelText('Documento')).toHaveValue('30123456');
    await userEvent.click(modal.getByRole('button', { name: 'Pagar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cardNumber: '4242424242424242',
      cardName: 'Juana Pérez',
      cardExpiry: '12/30',
      cardSecurityCode: '123',
      cardDocument: '30123456',
    });
    await expect(modal.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Every empty field says so, and the form error sums it up. */
export const Incomplete: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await userEvent.click(modal.getByRole('button', { name: 'Pagar' }));
    // The form's error is the one alert; each field's is its description, read with the field,
    // and the first field in error takes the focus.
    const alerts = modal.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Debe completar correctamente los campos de su tarjeta',
    ]);
    const invalid = modal.getAllByRole('textbox').filter((field) => field.getAttribute('aria-invalid') === 'true');
    await expect(invalid).toHaveLength(5);
    for (const field of invalid) await expect(field).toHaveAccessibleDescription('Este campo está incompleto');
    await waitFor(() => expect(modal.getByLabelText('Número de tarjeta')).toHaveFocus());
    await expect(modal.getByLabelText('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(modal.getByLabelText('Número de tarjeta'), '4');
    await expect(modal.getByLabelText('Número de tarjeta')).not.toHaveAttribute('aria-invalid');
  },
};

/** An expired card is refused by the domain's check. */
export const ExpiredCard: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await fillCard(modal, '0424');
    await userEvent.click(modal.getByRole('button', { name: 'Pagar' }));
    await expect(modal.getByLabelText('Vencimiento (MM/AA)')).toHaveAccessibleDescription('Este campo está incompleto');
    await expect(modal.getByLabelText('Número de tarjeta')).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Paying: Story = {
  args: { defaultOpen: true, loading: true },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  },
};

/** A failure of the payment call, from the caller. */
export const PaymentFailed: Story = {
  args: { defaultOpen: true, error: 'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos' },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByRole('alert')).toHaveTextContent(
      'Hubo un error procesando su pago, vuelva a intentarlo en unos momentos',
    );
  },
};

/** The branch names its document 'CUIT' (DOCUMENT_LABEL customization); no amount shown. */
export const CustomDocumentLabel: Story = {
  args: { defaultOpen: true, documentLabel: 'CUIT', amount: undefined },
  play: async ({ canvasElement }) => {
    const modal = within(await shownDialog(canvasElement));
    await expect(modal.getByLabelText('CUIT')).toBeVisible();
    await expect(modal.queryByText('Total')).not.toBeInTheDocument();
  },
};
