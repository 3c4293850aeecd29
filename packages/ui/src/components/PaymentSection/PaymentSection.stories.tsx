import { paymentChangeConfirmation } from '@comanda/domain/discounts';
import { validateCardInputs, validationMessages } from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_NOW, storyLoyaltyProgram, storyPaymentOptions } from '../CheckoutForm/checkoutFixtures.ts';
import { PaymentSection } from './PaymentSection.tsx';

const meta = {
  title: 'Checkout/PaymentSection',
  component: PaymentSection,
  args: {
    paymentTypes: storyPaymentOptions,
    defaultPaymentTypeId: 'pt-cash',
    onPaymentTypeChange: fn(),
    onCashAmountChange: fn(),
    onCardChange: fn(),
    onCardFieldBlur: fn(),
  },
} satisfies Meta<typeof PaymentSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash asks '¿Con cuánto abonás?'; the amount reaches the caller in minor units too. */
export const Cash: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mi pago' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    const amount = canvas.getByLabelText('¿Con cuánto abonás?');
    await expect(amount).toHaveAttribute('min', '0');
    await userEvent.type(amount, '40000');
    await expect(args.onCashAmountChange).toHaveBeenLastCalledWith('40000', 4000000);
    await expect(canvas.queryByLabelText('Número de tarjeta')).not.toBeInTheDocument();
  },
};

/** Online card: the card inputs; number, code and document keep digits only, the expiry gets its slash. */
export const OnlineCard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tarjeta de crédito o débito' }));
    await expect(args.onPaymentTypeChange).toHaveBeenLastCalledWith('pt-card', storyPaymentOptions[1]);
    await expect(canvas.queryByLabelText('¿Con cuánto abonás?')).not.toBeInTheDocument();
    const number = canvas.getByLabelText('Número de tarjeta');
    await userEvent.type(number, '4509 9535 6623 3704');
    await expect(number).toHaveValue('4509953566233704');
    await userEvent.type(canvas.getByLabelText('Nombre y apellido del titular'), 'JUANA PEREZ');
    const expiry = canvas.getByLabelText('Vencimiento (MM/AA)');
    await userEvent.type(expiry, '1230');
    await expect(expiry).toHaveValue('12/30');
    const code = canvas.getByLabelText('Código de seguridad');
    await userEvent.type(code, '12a345');
    await expect(code).toHaveValue('1234');
    await userEvent.type(canvas.getByLabelText('DNI del titular'), '30.123.456');
    await expect(args.onCardChange).toHaveBeenLastCalledWith(
      {
        cardNumber: '4509953566233704',
        cardName: 'JUANA PEREZ',
        cardExpiry: '12/30',
        cardSecurityCode: '1234',
        cardDocument: '30123456',
      },
      'cardDocument',
    );
    await userEvent.tab();
    await expect(args.onCardFieldBlur).toHaveBeenLastCalledWith('cardDocument');
  },
};

/** Every empty card field says 'Este campo está incompleto' (domain `validateCardInputs`). */
export const CardErrors: Story = {
  args: {
    defaultPaymentTypeId: 'pt-card',
    cardErrors: Object.fromEntries(
      Object.entries(validateCardInputs({}, STORY_NOW).errors).map(([field, failure]) => [field, failure.message]),
    ),
    error: validationMessages.checkout.cardFieldsInvalid,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The section's error is the one alert; each card field's error is only its description.
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Debe completar correctamente los campos de la tarjeta para continuar.',
    );
    await expect(canvas.getByLabelText('Número de tarjeta')).toHaveAccessibleDescription('Este campo está incompleto');
    await expect(canvas.getByLabelText('DNI del titular')).toHaveAccessibleDescription('Este campo está incompleto');
    await expect(
      canvas.getByText('Debe completar correctamente los campos de la tarjeta para continuar.'),
    ).toBeVisible();
  },
};

export const CashAmountError: Story = {
  args: { defaultCashAmount: '1000', cashAmountError: validationMessages.checkout.cashAmountBelowTotal },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('¿Con cuánto abonás?')).toHaveAccessibleDescription(
      'El monto con el cual abonará no puede ser menor al precio del pedido.',
    );
  },
};

/** With a code applied, changing the method first asks; Cancelar keeps cash, Continuar changes it. */
export const PaymentChangeDeletesCode: Story = {
  args: {
    paymentChangeConfirmation: paymentChangeConfirmation({ hasCode: true, externalLoyaltyProgramActive: false }),
    appliedCode: 'SABORES10',
    onOpenDiscountCode: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const cardOption = canvas.getByRole('radio', { name: 'Tarjeta de crédito o débito' });
    await userEvent.click(cardOption);
    const dialog = await body.findByRole('dialog', { name: '¿Deseas continuar?' });
    await expect(dialog).toHaveAccessibleDescription('Si cambias el medio de pago se borrará el código de descuento');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    await expect(args.onPaymentTypeChange).not.toHaveBeenCalled();

    await userEvent.click(cardOption);
    const again = await body.findByRole('dialog', { name: '¿Deseas continuar?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(cardOption).toBeChecked();
    await expect(args.onPaymentTypeChange).toHaveBeenLastCalledWith('pt-card', storyPaymentOptions[1]);
  },
};

/** The discount code and loyalty buttons open their modals (through the caller). */
export const CodeAndPoints: Story = {
  args: {
    onOpenDiscountCode: fn(),
    pointsName: storyLoyaltyProgram.name,
    onOpenLoyalty: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Código de descuento' }));
    await expect(args.onOpenDiscountCode).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Mis Puntos Sabores' }));
    await expect(args.onOpenLoyalty).toHaveBeenCalledTimes(1);
  },
};

/** Points applied to the order can be taken off. */
export const PointsApplied: Story = {
  args: {
    pointsName: storyLoyaltyProgram.name,
    onOpenLoyalty: fn(),
    appliedPoints: 1000,
    onRemovePoints: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1000 Puntos Sabores aplicados')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar' }));
    await expect(args.onRemovePoints).toHaveBeenCalledTimes(1);
  },
};

/** Nothing chosen yet: only the methods. */
export const NoMethodChosen: Story = {
  args: { defaultPaymentTypeId: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Transferencia' }));
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Efectivo' })).toBeDisabled();
  },
};
