import {
  type CodeDiscountInfo,
  type CodeDiscountStatus,
  codeDiscountIssues,
  discountMessages,
  paymentChangeConfirmation,
  transitionCodeDiscount,
} from '@comanda/domain/discounts';
import { roundForDisplay } from '@comanda/domain/pricing';
import { type OrderModeAvailability, type SchedulingChoice, scheduledInstant } from '@comanda/domain/schedule';
import {
  type CheckoutModeKind,
  isValidPhone,
  phoneNumbering,
  validateCardInputs,
  validateCheckoutSubmit,
} from '@comanda/domain/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddressSummary } from '../AddressSummary/AddressSummary.tsx';
import { CheckoutStoreBlock } from '../CheckoutStoreBlock/CheckoutStoreBlock.tsx';
import {
  type CustomerData,
  CustomerDataSection,
  type CustomerRequiredFields,
  emptyCustomerData,
} from '../CustomerDataSection/CustomerDataSection.tsx';
import { DiscountCodeModal } from '../DiscountCodeModal/DiscountCodeModal.tsx';
import { LoyaltyModal } from '../LoyaltyModal/LoyaltyModal.tsx';
import { NotesField } from '../NotesField/NotesField.tsx';
import {
  type CardValues,
  emptyCardValues,
  type PaymentOption,
  PaymentSection,
} from '../PaymentSection/PaymentSection.tsx';
import { ScheduleSelector } from '../ScheduleSelector/ScheduleSelector.tsx';
import { SubmitOrderButton } from '../SubmitOrderButton/SubmitOrderButton.tsx';
import { TicketSummary } from '../TicketSummary/TicketSummary.tsx';
import { notify, Toaster } from '../Toaster/Toaster.tsx';
import { type CheckoutFieldErrors, CheckoutForm, checkoutFieldErrors } from './CheckoutForm.tsx';
import {
  STORY_NOW,
  storyCartItems,
  storyCodeInfo,
  storyHistoryPage,
  storyLoyaltyProgram,
  storyPaymentOptions,
  storyScheduleDays,
  storyTicket,
} from './checkoutFixtures.ts';

/** What the page would send, for the plays to check. */
interface SentOrder {
  readonly paymentTypeId: string | null;
  readonly paysWith: number | null;
  readonly total: number;
  readonly scheduledAt: string | null;
  readonly customer: CustomerData;
  readonly notes: string;
  readonly code: string | null;
  readonly redeemedPoints: number;
}

interface CheckoutPageProps {
  readonly modeKind: CheckoutModeKind;
  readonly availability: OrderModeAvailability;
  readonly paymentTypes: readonly PaymentOption[];
  readonly defaultPaymentTypeId: string;
  readonly customer?: Partial<CustomerData>;
  /** Delivery only. */
  readonly deliveryFee?: number;
  readonly address?: string | null;
  /** What the store forces (BranchContact mandatoryPhone, mandatoryName, mandatoryEmail). */
  readonly required?: CustomerRequiredFields;
  readonly onSendOrder: (order: SentOrder) => void;
}

const COUNTRY = 'ar' as const;
const LOYALTY_BALANCE = 3250;
const knownCodes: readonly CodeDiscountInfo[] = [storyCodeInfo];

/**
 * The app's side of the checkout, in a story: state, the domain's pricing and validation, the
 * toast. Everything the route would do, so the components are seen working together.
 */
function CheckoutPage({
  modeKind,
  availability,
  paymentTypes,
  defaultPaymentTypeId,
  customer: initialCustomer,
  deliveryFee,
  address = null,
  required = { phone: true, name: true, email: false },
  onSendOrder,
}: CheckoutPageProps) {
  const isDelivery = modeKind === 'delivery';
  const [customer, setCustomer] = useState<CustomerData>({ ...emptyCustomerData, ...initialCustomer });
  const [paymentTypeId, setPaymentTypeId] = useState<string | null>(defaultPaymentTypeId);
  const [cashText, setCashText] = useState('');
  const [paysWith, setPaysWith] = useState<number | null>(null);
  const [card, setCard] = useState<CardValues>(emptyCardValues);
  const [scheduling, setScheduling] = useState<SchedulingChoice>({ scheduled: false, selection: null });
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<CheckoutFieldErrors>({});
  const [cardErrors, setCardErrors] = useState<Partial<Record<keyof CardValues, string>>>({});
  const [sending, setSending] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [codeStatus, setCodeStatus] = useState<CodeDiscountStatus>('init');
  const [codeInfo, setCodeInfo] = useState<CodeDiscountInfo | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [appliedCode, setAppliedCode] = useState<CodeDiscountInfo | null>(null);
  const [loyaltyOpen, setLoyaltyOpen] = useState(false);
  const [points, setPoints] = useState(0);

  const payment = paymentTypes.find((option) => option.id === paymentTypeId) ?? null;
  const ticket = storyTicket({
    delivery: isDelivery ? { fee: deliveryFee ?? 0 } : null,
    cashPayment: payment?.kind === 'cash',
    codeDiscount: appliedCode,
    loyalty: { program: storyLoyaltyProgram, balance: LOYALTY_BALANCE, points },
  });
  const total = ticket.total.amount;
  const redeemable = ticket.loyalty ? roundForDisplay(ticket.loyalty.redeemableAmount, ticket.currencyScale).amount : 0;
  const cardValidation = validateCardInputs(card, STORY_NOW);
  const removeCode = () => {
    setAppliedCode(null);
    setCodeInfo(null);
    setCodeStatus((status) => transitionCodeDiscount(status, 'remove'));
  };

  const submit = () => {
    if (sending) return;
    const validation = validateCheckoutSubmit(
      {
        modeKind,
        customer,
        required,
        payment:
          payment?.kind === 'cash'
            ? { kind: 'cash', paysWith }
            : payment?.kind === 'card'
              ? { kind: 'card', cardFieldsValid: cardValidation.ok }
              : { kind: 'other' },
        orderTotal: total,
        delivery: isDelivery
          ? {
              hasAddress: Boolean(address),
              betweenStreetsRequired: false,
              betweenStreets: null,
              minimumOrderAmount: 0,
              orderAmount: roundForDisplay(ticket.itemsTotal, ticket.currencyScale).amount,
              country: COUNTRY,
              quote: 'inArea',
              cashCouriersAvailable: true,
            }
          : null,
        schedule: {
          loading: false,
          canOrderNow: availability !== 'scheduled',
          scheduled: scheduling.scheduled,
          scheduledAt: scheduledInstant(storyScheduleDays, scheduling.selection),
        },
      },
      phoneNumbering,
    );
    if (!validation.ok) {
      setErrors(checkoutFieldErrors(validation.failures));
      setCardErrors(
        payment?.kind === 'card'
          ? Object.fromEntries(Object.entries(cardValidation.errors).map(([field, error]) => [field, error.message]))
          : {},
      );
      notify.error(validation.message);
      return;
    }
    setErrors({});
    setCardErrors({});
    setSending(true);
    onSendOrder({
      paymentTypeId,
      paysWith: payment?.kind === 'cash' ? paysWith : null,
      total,
      scheduledAt: scheduling.scheduled
        ? (scheduledInstant(storyScheduleDays, scheduling.selection)?.toISOString() ?? null)
        : null,
      customer,
      notes,
      code: appliedCode?.code ?? null,
      redeemedPoints: ticket.loyalty?.redeemedPoints ?? 0,
    });
  };

  return (
    <CheckoutForm onSubmit={submit} style={{ maxWidth: 720, marginInline: 'auto' }}>
      <CheckoutStoreBlock storeName="Sabores Palermo" address="Av. Santa Fe 3253, Palermo" onShowHours={() => {}} />
      <ScheduleSelector
        availability={availability}
        days={storyScheduleDays}
        value={scheduling}
        onValueChange={(choice) => {
          if (choice.scheduled !== scheduling.scheduled && appliedCode) removeCode();
          setScheduling(choice);
        }}
        error={errors.schedule ?? null}
      />
      <CustomerDataSection
        value={customer}
        onValueChange={(next, field) => {
          setCustomer(next);
          // Diner §4: changing the phone clears the points.
          if (field === 'phone' || field === 'phoneCountry') setPoints(0);
        }}
        required={required}
        showTableNumber={modeKind === 'dineIn'}
        errors={errors}
      />
      {isDelivery && <AddressSummary address={address} onChange={() => {}} error={errors.address ?? null} />}
      <PaymentSection
        paymentTypes={paymentTypes}
        paymentTypeId={paymentTypeId}
        onPaymentTypeChange={(id) => {
          setPaymentTypeId(id);
          if (appliedCode) removeCode();
        }}
        paymentChangeConfirmation={paymentChangeConfirmation({
          hasCode: appliedCode !== null,
          externalLoyaltyProgramActive: false,
        })}
        country={COUNTRY}
        cashAmount={cashText}
        onCashAmountChange={(text, amount) => {
          setCashText(text);
          setPaysWith(amount);
        }}
        cashAmountError={errors.cashAmount ?? null}
        card={card}
        onCardChange={setCard}
        cardErrors={cardErrors}
        error={errors.payment ?? null}
        onOpenDiscountCode={() => setCodeOpen(true)}
        appliedCode={appliedCode?.code ?? null}
        pointsName={storyLoyaltyProgram.name}
        onOpenLoyalty={() => setLoyaltyOpen(true)}
        appliedPoints={ticket.loyalty?.redeemedPoints ?? 0}
        onRemovePoints={() => setPoints(0)}
      />
      <NotesField value={notes} onValueChange={setNotes} />
      <TicketSummary
        ticket={ticket}
        items={storyCartItems}
        showDeliveryFee={isDelivery}
        pointsName={storyLoyaltyProgram.name}
      />
      <SubmitOrderButton total={total} loading={sending} />
      <DiscountCodeModal
        open={codeOpen}
        onOpenChange={setCodeOpen}
        status={codeStatus}
        info={codeInfo}
        error={codeError}
        issues={
          codeInfo
            ? codeDiscountIssues(codeInfo, {
                country: COUNTRY,
                items: storyCartItems,
                productsAmount: ticket.itemsTotal,
                deliveryFee: isDelivery ? ticket.deliveryFee : null,
              })
            : []
        }
        preconditions={{
          orderModeId: `om-${modeKind}`,
          paymentTypeId,
          phoneValid: isValidPhone(customer.phone, customer.phoneCountry),
        }}
        onCodeChange={() => {
          if (codeStatus === 'success' || codeStatus === 'failed')
            setCodeStatus(transitionCodeDiscount(codeStatus, 'remove'));
        }}
        onApply={(code) => {
          setCodeStatus((status) => transitionCodeDiscount(status, 'apply'));
          setTimeout(() => {
            const found = knownCodes.find((known) => known.code === code.toUpperCase()) ?? null;
            setCodeInfo(found);
            setCodeError(found ? null : discountMessages.codeNotFound);
            setCodeStatus((status) => transitionCodeDiscount(status, found ? 'succeed' : 'fail'));
          }, 300);
        }}
        onContinue={(usable) => {
          if (usable && codeInfo) {
            setAppliedCode(codeInfo);
            setPoints(0);
          }
        }}
        country={COUNTRY}
      />
      <LoyaltyModal
        key={String(loyaltyOpen)}
        open={loyaltyOpen}
        onOpenChange={setLoyaltyOpen}
        program={storyLoyaltyProgram}
        balance={LOYALTY_BALANCE}
        orderAmount={redeemable}
        country={COUNTRY}
        appliedPoints={ticket.loyalty?.redeemedPoints ?? 0}
        history={storyHistoryPage(0)}
        onRedeem={(redeemed) => {
          setPoints(redeemed);
          if (appliedCode) removeCode();
        }}
      />
      <Toaster />
    </CheckoutForm>
  );
}

const meta = {
  title: 'Checkout/CheckoutForm',
  component: CheckoutPage,
  args: {
    modeKind: 'delivery',
    availability: 'now',
    paymentTypes: storyPaymentOptions,
    defaultPaymentTypeId: 'pt-cash',
    customer: { name: 'Juana Pérez', phone: '1123456789', document: '30123456' },
    deliveryFee: 150000,
    address: 'Gorriti 4850, C1414, Buenos Aires, CABA',
    onSendOrder: fn(),
  },
  beforeEach: () => {
    notify.dismissAll();
  },
} satisfies Meta<typeof CheckoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const submitButton = (canvasElement: HTMLElement, total: string) =>
  within(canvasElement).getByRole('button', {
    name: new RegExp(`^Confirmar pedido ${total.replace(/[.$]/g, '\\$&')}`),
  });

/** Delivery paid in cash: the amount the diner pays with, the delivery fee in the ticket, sent once. */
export const DeliveryCash: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirmación del pedido' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'MI DIRECCIÓN' })).toBeVisible();
    await expect(canvas.queryByRole('radio', { name: 'Programado' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('¿Con cuánto abonás?'), '40000');
    await userEvent.type(canvas.getByLabelText('Notas del pedido'), 'Tocar timbre');
    const submit = submitButton(canvasElement, '$ 35.150');
    await userEvent.click(submit);
    await expect(args.onSendOrder).toHaveBeenCalledTimes(1);
    await expect(args.onSendOrder).toHaveBeenCalledWith(
      expect.objectContaining({ paymentTypeId: 'pt-cash', paysWith: 4000000, total: 3515000, notes: 'Tocar timbre' }),
    );
    // Sending: the button is busy, a second press sends nothing.
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSendOrder).toHaveBeenCalledTimes(1);
  },
};

/** Take away paid online by card: the card inputs; no address, no delivery fee. */
export const TakeAwayCard: Story = {
  args: { modeKind: 'takeAway', defaultPaymentTypeId: 'pt-card', deliveryFee: undefined, address: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'MI DIRECCIÓN' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-kind="deliveryFee"]')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Número de tarjeta'), '4509953566233704');
    await userEvent.type(canvas.getByLabelText('Nombre y apellido del titular'), 'JUANA PEREZ');
    await userEvent.type(canvas.getByLabelText('Vencimiento (MM/AA)'), '1230');
    await userEvent.type(canvas.getByLabelText('Código de seguridad'), '123');
    await userEvent.type(canvas.getByLabelText('DNI del titular'), '30123456');
    await userEvent.click(submitButton(canvasElement, '$ 33.650'));
    await expect(args.onSendOrder).toHaveBeenCalledWith(
      expect.objectContaining({ paymentTypeId: 'pt-card', paysWith: null, total: 3365000 }),
    );
  },
};

/** Dining in: the table number is asked and sent. */
export const DineInWithTable: Story = {
  args: { modeKind: 'dineIn', defaultPaymentTypeId: 'pt-transfer', deliveryFee: undefined, address: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Número de mesa'), '12');
    await userEvent.click(submitButton(canvasElement, '$ 33.650'));
    await expect(args.onSendOrder).toHaveBeenCalledWith(
      expect.objectContaining({ customer: expect.objectContaining({ tableNumber: '12' }) }),
    );
  },
};

/** A scheduled order: 'Programado', a day and a time; the slot's instant is sent. */
export const Scheduled: Story = {
  args: { availability: 'all' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Programado' }));
    await userEvent.selectOptions(canvas.getByLabelText('Día'), 'Sábado 17/05');
    await userEvent.selectOptions(canvas.getByLabelText('Horario'), '21:00');
    await userEvent.type(canvas.getByLabelText('¿Con cuánto abonás?'), '35150');
    await userEvent.click(submitButton(canvasElement, '$ 35.150'));
    await expect(args.onSendOrder).toHaveBeenCalledWith(
      expect.objectContaining({ scheduledAt: new Date('2025-05-17T21:00:00-03:00').toISOString() }),
    );
  },
};

/**
 * A failed validation: nothing is sent, the error toast shows the domain's winning message (the
 * last failing rule: the cash amount), and each field shows its own error.
 */
export const FailedValidation: Story = {
  args: { customer: { name: '', phone: '' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement, '$ 35.150'));
    await expect(args.onSendOrder).not.toHaveBeenCalled();
    const toast = await canvas.findByText('Debe ingresar con cuanto abona para poder realizar el pedido.', {
      selector: '[data-sonner-toast] *',
    });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(canvas.getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Debe ingresar su nombre para poder realizar el pedido.',
    );
    await expect(canvas.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Debe ingresar su número de teléfono para continuar.',
    );
    await expect(canvas.getByLabelText('¿Con cuánto abonás?')).toHaveAccessibleDescription(
      'Debe ingresar con cuanto abona para poder realizar el pedido.',
    );
  },
};

/**
 * A store that forces nothing (diner §5 "if forced"): name, phone and email say 'Opcional', and
 * an order without them is sent. An email given is still checked.
 */
export const OptionalContactFields: Story = {
  args: {
    modeKind: 'takeAway',
    deliveryFee: undefined,
    address: null,
    customer: { name: '', phone: '' },
    required: { phone: false, name: false, email: false },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Nombre', 'Teléfono', 'Email']) {
      await expect(canvas.getByLabelText(label)).toHaveAccessibleDescription('Opcional');
      await expect(canvas.getByLabelText(label)).not.toHaveAttribute('aria-required');
    }
    await userEvent.type(canvas.getByLabelText('¿Con cuánto abonás?'), '40000');
    await userEvent.type(canvas.getByLabelText('Email'), 'juana@');
    await userEvent.click(submitButton(canvasElement, '$ 33.650'));
    await expect(args.onSendOrder).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Ingrese un email valido');
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.click(submitButton(canvasElement, '$ 33.650'));
    await expect(args.onSendOrder).toHaveBeenCalledWith(
      expect.objectContaining({ customer: expect.objectContaining({ name: '', phone: '', email: '' }) }),
    );
  },
};

/**
 * A store that forces phone, name and email: each is marked required, and an empty form fails
 * with the last of their messages in the spec's order, the email's.
 */
export const ForcedContactFields: Story = {
  args: {
    modeKind: 'takeAway',
    deliveryFee: undefined,
    address: null,
    defaultPaymentTypeId: 'pt-transfer',
    customer: { name: '', phone: '' },
    required: { phone: true, name: true, email: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Nombre', 'Teléfono', 'Email']) {
      await expect(canvas.getByLabelText(label)).toHaveAttribute('aria-required', 'true');
    }
    await userEvent.click(submitButton(canvasElement, '$ 33.650'));
    await expect(args.onSendOrder).not.toHaveBeenCalled();
    const toast = await canvas.findByText('Debe ingresar su email para poder realizar el pedido', {
      selector: '[data-sonner-toast] *',
    });
    await waitFor(() => expect(toast).toBeVisible());
    await expect(canvas.getByLabelText('Teléfono')).toHaveAccessibleDescription(
      'Debe ingresar su número de teléfono para continuar.',
    );
    await expect(canvas.getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Debe ingresar su nombre para poder realizar el pedido.',
    );
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Debe ingresar su email para poder realizar el pedido',
    );
  },
};

/** Paying less than the total fails with its own message. */
export const CashBelowTotal: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('¿Con cuánto abonás?'), '20000');
    await userEvent.click(submitButton(canvasElement, '$ 35.150'));
    await expect(args.onSendOrder).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(
        canvas.getByText('El monto con el cual abonará no puede ser menor al precio del pedido.', {
          selector: '[data-sonner-toast] *',
        }),
      ).toBeVisible(),
    );
  },
};

/** A discount code applied through its modal lowers the ticket; changing the payment asks first and drops it. */
export const WithDiscountCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Código de descuento' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Código de descuento' }));
    await userEvent.type(dialog.getByLabelText('Código'), 'SABORES10{Enter}');
    await userEvent.click(await dialog.findByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    const line = canvasElement.querySelector('[data-slot="ticket-line"][data-kind="discount"]');
    await expect(line).toHaveTextContent('Cupón de Descuento - SABORES10-$ 3.000');
    await expect(submitButton(canvasElement, '$ 32.150')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Transferencia' }));
    const confirm = within(await body.findByRole('dialog', { name: '¿Deseas continuar?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-kind="discount"]')).toBeNull());
  },
};

/** Points redeemed in the loyalty modal show in the ticket. */
export const WithLoyaltyPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Mis Puntos Sabores' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Mis Puntos Sabores' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Canjear' }));
    const input = dialog.getByLabelText('Puntos Sabores a canjear');
    await userEvent.clear(input);
    await userEvent.type(input, '1000{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvasElement.querySelector('[data-kind="loyalty"]')).toHaveTextContent(
      'Canje de 1000 Puntos Sabores-$ 1.000',
    );
    await expect(canvas.getByText('1000 Puntos Sabores aplicados')).toBeVisible();
    await expect(submitButton(canvasElement, '$ 34.150')).toBeVisible();
  },
};
