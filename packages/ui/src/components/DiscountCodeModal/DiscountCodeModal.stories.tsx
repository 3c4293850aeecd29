import {
  type CodeDiscountEvent,
  type CodeDiscountInfo,
  type CodeDiscountStatus,
  codeDiscountIssues,
  codeDiscountStatuses,
  discountMessages,
  transitionCodeDiscount,
} from '@comanda/domain/discounts';
import { moneyOf } from '@comanda/domain/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { storyCartItems, storyCodeInfo } from '../CheckoutForm/checkoutFixtures.ts';
import { DiscountCodeModal, type DiscountCodeModalProps } from './DiscountCodeModal.tsx';

const meta = {
  title: 'Checkout/DiscountCodeModal',
  component: DiscountCodeModal,
  args: {
    defaultOpen: true,
    onOpenChange: fn(),
    onApply: fn(),
    onContinue: fn(),
    onCodeChange: fn(),
  },
  argTypes: { status: { control: 'select', options: codeDiscountStatuses } },
} satisfies Meta<typeof DiscountCodeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A cart of $ 33.650 in products: SABORES10 (minimum $ 15.000) meets its conditions. */
const bigCart = { country: 'ar', items: storyCartItems, productsAmount: moneyOf(3365000, 'ar'), deliveryFee: null };
/** A cart of $ 5.000: below the minimum, and without the dish a second code requires. */
const smallCart = { ...bigCart, productsAmount: moneyOf(500000, 'ar') };

const withPlate: CodeDiscountInfo = {
  ...storyCodeInfo,
  code: 'MILANESA',
  plate: { id: 'plate-milanesa', showName: 'Milanesa napolitana' },
};

/** The app's side: the status machine of the domain and a validation that answers after a moment. */
function WithValidation({
  known,
  cart,
  ...props
}: DiscountCodeModalProps & { known: readonly CodeDiscountInfo[]; cart: typeof bigCart }) {
  const [status, setStatus] = useState<CodeDiscountStatus>('init');
  const [info, setInfo] = useState<CodeDiscountInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = (event: CodeDiscountEvent) => setStatus((current) => transitionCodeDiscount(current, event));
  return (
    <DiscountCodeModal
      {...props}
      trigger={<Button tone="bordered">Código de descuento</Button>}
      status={status}
      info={info}
      error={error}
      issues={info ? codeDiscountIssues(info, cart) : []}
      onCodeChange={(code) => {
        props.onCodeChange?.(code);
        if (status !== 'init' && status !== 'loading') send('remove');
      }}
      onApply={(code) => {
        props.onApply?.(code);
        send('apply');
        setTimeout(() => {
          const found = known.find((candidate) => candidate.code === code.toUpperCase()) ?? null;
          setInfo(found);
          setError(found ? null : discountMessages.codeNotFound);
          send(found ? 'succeed' : 'fail');
        }, 300);
      }}
    />
  );
}

/** 'Aplicar' validates; on success the button becomes 'Continuar', which closes the modal. */
export const AppliesAndContinues: Story = {
  render: (args) => <WithValidation {...args} known={[storyCodeInfo]} cart={bigCart} />,
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Código de descuento' });
    await userEvent.type(within(dialog).getByLabelText('Código'), 'sabores10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenCalledWith('sabores10');
    await expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toHaveAttribute('aria-busy', 'true');
    const next = await within(dialog).findByRole('button', { name: 'Continuar' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Cupón de Descuento - SABORES10');
    await expect(within(dialog).getByText('Monto mínimo en productos: $ 15.000')).toBeVisible();
    await expect(within(dialog).getByText('Válido solo para la primera compra')).toBeVisible();
    await expect(within(dialog).getByText('Descuento máximo: $ 3.000')).toBeVisible();
    await userEvent.click(next);
    await expect(args.onContinue).toHaveBeenCalledWith(true);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** An unknown code: the not-found message, and the button back to 'Aplicar'. */
export const NotFound: Story = {
  render: (args) => <WithValidation {...args} known={[storyCodeInfo]} cart={bigCart} />,
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    const input = within(dialog).getByLabelText('Código');
    await userEvent.type(input, 'NOEXISTE{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No se encontró ningún descuento con el código ingresado.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeEnabled();
  },
};

/** A valid code whose conditions are not met: each shown as an error; the terms listed. */
export const ConditionsUnmet: Story = {
  render: (args) => <WithValidation {...args} known={[withPlate]} cart={smallCart} />,
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Código'), 'MILANESA{Enter}');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('El monto mínimo en productos para usar este código es $ 15.000');
    await expect(alert).toHaveTextContent('Debe agregar Milanesa napolitana a su pedido para usar este código');
    await expect(within(dialog).getByText('Válido comprando Milanesa napolitana')).toBeVisible();
    await expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(args.onContinue).toHaveBeenCalledWith(false);
  },
};

/** Editing the code after an answer brings 'Aplicar' back. */
export const EditingResets: Story = {
  render: (args) => <WithValidation {...args} known={[storyCodeInfo]} cart={bigCart} />,
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    const input = within(dialog).getByLabelText('Código');
    await userEvent.type(input, 'SABORES10{Enter}');
    await within(dialog).findByRole('button', { name: 'Continuar' });
    await userEvent.type(input, 'X');
    await expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeEnabled();
  },
};

/** No payment chosen yet: the precondition message, and no validation call. */
export const NeedsPaymentFirst: Story = {
  args: {
    defaultCode: 'SABORES10',
    preconditions: { orderModeId: 'om-delivery', paymentTypeId: null, phoneValid: true },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Asegurese de haber elegido un medio de pago primero',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** An invalid phone: the data precondition message. */
export const NeedsValidData: Story = {
  args: {
    defaultCode: 'SABORES10',
    preconditions: { orderModeId: 'om-delivery', paymentTypeId: 'pt-cash', phoneValid: false },
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Asegúrese de haber ingresado sus datos correctamente para validar el código de descuento.',
    );
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Status init: 'Aplicar'. */
export const Init: Story = {
  args: { status: 'init' },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeVisible());
  },
};

/** Status loading: busy 'Aplicar', the code cannot change. */
export const Loading: Story = {
  args: { status: 'loading', defaultCode: 'SABORES10' },
  play: async ({ args, canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Código')).toHaveAttribute('readonly');
    await userEvent.type(within(dialog).getByLabelText('Código'), '{Enter}');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Status success: 'Continuar', the code's line name and its terms. */
export const Success: Story = {
  args: { status: 'success', defaultCode: 'SABORES10', info: storyCodeInfo },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Continuar' })).toBeVisible());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Cupón de Descuento - SABORES10');
  },
};

/** Status failed: back to 'Aplicar' with the error. */
export const Failed: Story = {
  args: { status: 'failed', defaultCode: 'NOEXISTE', error: discountMessages.codeNotFound },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeEnabled();
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'No se encontró ningún descuento con el código ingresado.',
    );
  },
};

/** A free-delivery code when delivery is already free. */
export const AlreadyFreeDelivery: Story = {
  args: {
    status: 'success',
    defaultCode: 'ENVIOGRATIS',
    info: { code: 'ENVIOGRATIS', id: 'cd-envio', type: 'DELIVERY_FEE', value: 0 },
    issues: [{ condition: 'alreadyFreeDelivery' }],
  },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Ya tiene envío gratis');
  },
};

/** Closed, opened from its trigger. */
export const Closed: Story = {
  args: { defaultOpen: false, trigger: <Button tone="bordered">Código de descuento</Button> },
  play: async ({ args, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Código de descuento' }));
    const dialog = await body.findByRole('dialog', { name: 'Código de descuento' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};
