/**
 * The checkout's composition (diner §2 'Confirmación del pedido'): store block, schedule,
 * 'Mis datos', 'MI DIRECCIÓN', 'Mi pago' with code and points, notes, ticket and submit, on
 * react-hook-form. Every rule is the domain's; this file wires state to components.
 */
import type { OrderModeOutput } from '@comanda/api';
import { changeDeletesCode, paymentChangeConfirmation } from '@comanda/domain/discounts';
import { deliveryAddressIssue, deliveryFeeNote, deliveryQuoteState } from '@comanda/domain/location';
import {
  followUpAttribution,
  needsPreConfirmation,
  ORDER_FOLLOW_UP_QUERY_FLAGS,
  orderMessages,
  paymentFlowOf,
} from '@comanda/domain/order';
import { orderingStatus, type SchedulingChoice, scheduledInstant } from '@comanda/domain/schedule';
import { addressInputModeFor } from '@comanda/domain/validation';
import {
  CheckoutForm,
  CheckoutStoreBlock,
  CustomerDataSection,
  checkoutFieldErrors,
  DiscountCodeModal,
  emptyCardValues,
  emptyCustomerData,
  LazyHoursModal,
  NotesField,
  notify,
  PaymentSection,
  ScheduleSelector,
  StatusScreen,
  SubmitOrderButton,
  TicketSummary,
  useNow,
} from '@comanda/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useDeliveryQuote } from '../../address/useDeliveryQuote.ts';
import { PageLoading, useBranchScope } from '../../branch/BranchScope.tsx';
import { useStorePhoneCountry } from '../../branch/store-phone-country.ts';
import { isInstalledApp } from '../../pwa/installed-app.ts';
import { useCart } from '../../state/cart-store.ts';
import { useDinerSession } from '../../state/diner-session.ts';
import { readStoredEntry } from '../../state/entry-parameters.ts';
import { useDinerLocation } from '../../state/location-store.ts';
import { hoursOfModes } from '../menu/mode-hours.ts';
import { CheckoutLoyaltyModalOnDemand } from './CheckoutLoyaltyModalOnDemand.tsx';
import { checkoutRulesOf } from './checkout-rules.ts';
import { checkoutTexts } from './checkout-texts.ts';
import {
  type CheckoutRules,
  type CheckoutValues,
  cardErrorsOf,
  checkoutSchema,
  validateCheckout,
} from './checkout-validation.ts';
import { DeliveryAddress } from './DeliveryAddress.tsx';
import { readPhonePrefix, readSessionDiner, writePhonePrefix } from './diner-identity.ts';
import { buildOrderBody } from './order-body.ts';
import { PreConfirmationModal } from './PreConfirmationModal.tsx';
import { loadPhoneNumbering, usePhoneNumbering } from './phone-numbering.ts';
import { minorUnits } from './ticket.ts';
import { useAbandonedCart } from './useAbandonedCart.ts';
import { useCashCouriersSwitch } from './useCashCouriersSwitch.ts';
import { toPaymentOption, useCheckoutData } from './useCheckoutData.ts';
import { useDiscountCode } from './useDiscountCode.ts';
import { useExternalBenefit } from './useExternalBenefit.ts';
import { useKnownCustomer } from './useKnownCustomer.ts';
import { useModeSchedule } from './useModeSchedule.ts';
import { useSubmitOrder } from './useSubmitOrder.ts';
import { useTicket } from './useTicket.ts';

/** Read once a phone settles, and only where this browser may be given its orders: not in the checkout's first load. */
const OrderInProgressNote = lazy(async () => ({
  default: (await import('./OrderInProgressNote.tsx')).OrderInProgressNote,
}));

export function CheckoutScreen({ mode }: { readonly mode: OrderModeOutput }) {
  const { alias, branch, contact, country, timeZone } = useBranchScope();
  const { cart, fill, empty } = useCart(alias);
  const data = useCheckoutData(alias, branch, contact, mode);
  const external = useExternalBenefit(
    { branchId: branch.id, branchContactId: contact.id, orderModeId: mode.id },
    data.generalDiscounts,
  );
  const now = useNow(60_000);
  const modeSchedule = useModeSchedule(mode);
  const status = useMemo(
    () => orderingStatus({ mode: modeSchedule.mode, workingDays: contact.deliveryConfig.workingDays, now, timeZone }),
    [modeSchedule.mode, contact.deliveryConfig.workingDays, now, timeZone],
  );

  const paymentTypes = mode.paymentTypes.filter((paymentType) => paymentType.active);
  // The signed-in diner of this branch, read once: the form starts from it (diner §1).
  const [entry] = useState(readStoredEntry);
  const phones = usePhoneNumbering();
  const storeCountry = useStorePhoneCountry();
  const [startingDiner] = useState(() => readSessionDiner(branch.id, country, entry, phones));
  // The rules read the page's latest state (ticket, quote, schedule), which itself reads the form.
  const rulesRef = useRef<CheckoutRules | undefined>(undefined);
  const form = useForm<CheckoutValues, CheckoutRules>({
    // The submit waits for the numbering plans: no phone passes unchecked.
    resolver: async (formValues, context, options) =>
      valibotResolver(checkoutSchema(rulesRef.current, await loadPhoneNumbering()))(formValues, context, options),
    defaultValues: {
      customer: {
        ...emptyCustomerData,
        phoneCountry: startingDiner?.phoneCountry ?? readPhonePrefix(storeCountry) ?? storeCountry,
        phone: startingDiner?.phone ?? '',
        name: startingDiner?.name ?? '',
      },
      paymentTypeId: (paymentTypes.find((p) => p.id === cart.paymentType) ?? paymentTypes[0])?.id ?? '',
      cashAmount: '',
      card: emptyCardValues,
      notes: '',
      schedule: { scheduled: status.schedulingForced || (!status.canOrderNow && status.canSchedule), selection: null },
    },
  });
  // A stored phone read before the plans arrived is shown as its national number once they do, unless already edited.
  useEffect(() => {
    if (!phones || !startingDiner) return;
    const current = form.getValues('customer');
    if (current.phone !== startingDiner.phone || current.phoneCountry !== startingDiner.phoneCountry) return;
    const read = readSessionDiner(branch.id, country, entry, phones);
    if (read) form.setValue('customer', { ...current, phone: read.phone, phoneCountry: read.phoneCountry });
  }, [phones, startingDiner, form, branch.id, country, entry]);
  // The store's phone country may answer after the form started: a prefix nobody chose follows it.
  useEffect(() => {
    if (startingDiner || readPhonePrefix('') || form.getFieldState('customer.phoneCountry').isDirty) return;
    form.setValue('customer.phoneCountry', storeCountry);
  }, [storeCountry, startingDiner, form]);
  const values = useWatch({ control: form.control }) as CheckoutValues;
  const { customer, paymentTypeId, schedule } = values;
  const paymentType = paymentTypes.find((p) => p.id === paymentTypeId) ?? null;
  const flow = paymentType ? paymentFlowOf(paymentType) : null;

  // The diner the branch knows by this phone (points balance, name).
  const { phone, settledPhone, knownCustomer, access } = useKnownCustomer(
    customer,
    { alias, branchId: branch.id },
    form,
    phones,
  );
  // The server lists a phone's orders to the diner's session or to the tokens of orders given; with neither it refuses.
  const session = useDinerSession(branch.id);
  const readsOrders = Boolean(settledPhone && (session || access.length > 0));

  // Delivery: the saved location, its quote, and what keeps it from an order.
  const location = useDinerLocation();
  const delivers = mode.type === 'DELIVERY';
  const quote = useDeliveryQuote(contact.id, delivers, location, settledPhone);
  const quoteState = deliveryQuoteState(location, quote?.status);
  const addressIssue = deliveryAddressIssue(quoteState, location, {
    betweenStreetsRequired: contact.deliveryConfig.betweenStreetsRequired,
  });
  const abandonedCart = useAbandonedCart({
    items: cart.items,
    phone: settledPhone,
    email: customer.email,
    orderModeId: mode.id,
    phones,
  });

  const [points, setPoints] = useState(0);
  const [loyaltyOpen, setLoyaltyOpen] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  const [codeText, setCodeText] = useState('');
  const [hoursOpen, setHoursOpen] = useState(false);
  // Mounted once first opened (its code loads then), and kept so it can animate its closing.
  const hoursAsked = useRef(false);
  if (hoursOpen) hoursAsked.current = true;
  const code = useDiscountCode();
  const program = data.program;

  const ticket = useTicket({
    country,
    items: cart.items,
    plateDiscounts: data.plateDiscounts,
    generalDiscounts: external.generalDiscounts,
    generalSurcharges: data.generalSurcharges,
    fees: data.fees,
    deliveryFee: delivers ? (quote?.fee ?? null) : null,
    cashPayment: flow === 'cash',
    codeDiscount: code.applied,
    loyalty: program && knownCustomer ? { program, balance: knownCustomer.loyaltyPointsBalance, points } : null,
  });
  const total = minorUnits(ticket, ticket.total);

  const rules = checkoutRulesOf({
    mode,
    contact,
    paymentTypes,
    ticket,
    country,
    location,
    quote,
    status,
    scheduleLoading: modeSchedule.loading,
    now,
    timeZone,
  });
  rulesRef.current = rules;
  const submitted = form.formState.submitCount > 0;
  const fieldErrors = submitted && phones ? checkoutFieldErrors(validateCheckout(values, rules, phones).failures) : {};
  const cardErrors = submitted && flow === 'card' ? cardErrorsOf(values.card, rules) : {};
  const scheduledAt = schedule.scheduled ? scheduledInstant(status.days, schedule.selection) : null;

  const codeContext = { hasCode: code.applied !== null, externalLoyaltyProgramActive: external.active };
  const appliedPoints = ticket.loyalty?.outcome === 'applied' ? ticket.loyalty.redeemedPoints : 0;
  const codeApplied = ticket.code?.outcome === 'applied' ? ticket.code.code : null;
  const changePaymentType = (id: string) => {
    if (changeDeletesCode('paymentType', codeContext)) code.remove();
    form.setValue('paymentTypeId', id);
  };
  useCashCouriersSwitch({
    paymentTypes,
    paymentTypeId,
    cashCouriersAvailable: rules.delivery?.cashCouriersAvailable,
    onSwitch: (other) => changePaymentType(other.id),
  });

  const { submit, sending, placed } = useSubmitOrder({
    alias,
    branchContactId: contact.id,
    fill,
    empty,
    onCodeRefused: code.remove,
    onPointsRefused: () => setPoints(0),
    onPlaced: () => abandonedCart.forget(phone),
    // Diner §2 submit: the visit's campaign and source go along, and a follow-up redirect set but
    // invalid is switched off on the follow-up page.
    followUpFlags: {
      ...followUpAttribution(entry),
      ...(data.followUpRedirect.kind === 'invalid'
        ? { [ORDER_FOLLOW_UP_QUERY_FLAGS.invalidCustomRedirect]: 'true' }
        : {}),
    },
  });

  // Diner §4: an online payment is confirmed in a modal before the order is sent.
  const [confirming, setConfirming] = useState<CheckoutValues | null>(null);
  const preConfirm = needsPreConfirmation({ ordersConsoleActive: contact.ordersConsoleActive, paymentType });

  const send = async (submittedValues: CheckoutValues) => {
    if (!paymentType) return;
    const plans = await loadPhoneNumbering();
    return submit({
      paymentType,
      card: submittedValues.card,
      body: (idempotencyKey) =>
        buildOrderBody({
          idempotencyKey,
          values: submittedValues,
          items: cart.items,
          ticket,
          mode,
          paymentType,
          branchContactId: contact.id,
          location,
          scheduledAt,
          discountCode: ticket.code && ticket.code.outcome !== 'conditionsUnmet' ? ticket.code.code : null,
          currencyScale: ticket.currencyScale,
          entry,
          partnerUser: external.user,
          installedApp: isInstalledApp(),
          phones: plans,
        }),
      ...(external.user ? { bearer: external.user.token } : {}),
    });
  };

  const onSubmit = form.handleSubmit(
    (submittedValues) => {
      if (preConfirm) setConfirming(submittedValues);
      else return send(submittedValues);
    },
    (errors) => {
      if (errors.root?.message) notify.error(errors.root.message);
    },
  );

  if (placed) return <PageLoading label={checkoutTexts.sending} />;
  if (cart.items.length === 0) {
    return (
      <StatusScreen
        icon="unavailable"
        title={checkoutTexts.emptyCart}
        action={{ label: orderMessages.cart.backToMenu, href: `/menu/${alias}` }}
      />
    );
  }
  if (data.loading) return <PageLoading />;

  const address = [contact.address.street, contact.address.number, contact.address.locality].filter(Boolean).join(' ');

  return (
    <main>
      <CheckoutForm onSubmit={() => void onSubmit()} aria-busy={sending}>
        <CheckoutStoreBlock storeName={contact.name} address={address} onShowHours={() => setHoursOpen(true)} />

        <Controller
          control={form.control}
          name="schedule"
          render={({ field }) => (
            <ScheduleSelector
              availability={status.availability}
              days={status.days}
              loading={modeSchedule.loading}
              value={field.value}
              onValueChange={(choice: SchedulingChoice) => {
                if (choice.scheduled !== field.value.scheduled && changeDeletesCode('scheduling', codeContext)) {
                  code.remove();
                }
                field.onChange(choice);
              }}
              error={fieldErrors.schedule ?? null}
              disabled={sending}
            />
          )}
        />

        <Controller
          control={form.control}
          name="customer"
          render={({ field }) => (
            <CustomerDataSection
              value={field.value}
              onValueChange={(next, changed) => {
                if (changed === 'phone' || changed === 'phoneCountry') setPoints(0);
                if (changed === 'phone') void loadPhoneNumbering().catch(() => undefined);
                if (changed === 'phoneCountry') writePhonePrefix(next.phoneCountry);
                field.onChange(next);
              }}
              required={rules.required}
              documentLabel={data.documentLabel ?? undefined}
              showTableNumber={mode.type === 'TABLE'}
              errors={fieldErrors}
              disabled={sending}
            />
          )}
        />

        {readsOrders && settledPhone && (
          <Suspense fallback={null}>
            <OrderInProgressNote alias={alias} phone={settledPhone} access={access} now={now} />
          </Suspense>
        )}

        {delivers && (
          <DeliveryAddress
            location={location}
            inputMode={addressInputModeFor(contact.id, data.complexAddressIds)}
            betweenStreetsRequired={contact.deliveryConfig.betweenStreetsRequired}
            country={country}
            near={contact.position}
            issue={addressIssue}
            // An address never given is only pointed at after a submit; the card's button says what to do.
            error={
              (submitted || quoteState !== 'noAddress' ? addressIssue?.message : null) ?? fieldErrors.address ?? null
            }
          />
        )}

        <PaymentSection
          paymentTypes={paymentTypes.map(toPaymentOption)}
          paymentTypeId={paymentTypeId}
          onPaymentTypeChange={changePaymentType}
          paymentChangeConfirmation={paymentChangeConfirmation(codeContext)}
          country={country}
          cashAmount={values.cashAmount}
          onCashAmountChange={(text) => form.setValue('cashAmount', text)}
          cashAmountError={fieldErrors.cashAmount ?? null}
          card={values.card}
          onCardChange={(card) => form.setValue('card', card)}
          cardErrors={cardErrors}
          cardDocumentLabel={data.documentLabel ?? undefined}
          error={fieldErrors.payment ?? null}
          onOpenDiscountCode={() => setCodeOpen(true)}
          appliedCode={codeApplied}
          pointsName={program && knownCustomer ? program.name : null}
          onOpenLoyalty={() => setLoyaltyOpen(true)}
          appliedPoints={appliedPoints}
          onRemovePoints={() => setPoints(0)}
          disabled={sending}
        />

        <Controller
          control={form.control}
          name="notes"
          render={({ field }) => (
            <NotesField value={field.value} onValueChange={field.onChange} limit={data.notesLimit} disabled={sending} />
          )}
        />

        <TicketSummary
          ticket={ticket}
          country={country}
          items={cart.items}
          showDeliveryFee={delivers}
          deliveryFeeNote={delivers ? deliveryFeeNote(quoteState) : null}
          pointsName={program?.name}
        />

        <SubmitOrderButton total={total} country={country} loading={sending} />
      </CheckoutForm>

      {/* Outside the form: a modal's own form submit would bubble to the checkout through the React tree. */}
      {hoursAsked.current && (
        <Suspense fallback={null}>
          <LazyHoursModal
            open={hoursOpen}
            onOpenChange={setHoursOpen}
            storeName={contact.name}
            address={address}
            workingDays={contact.deliveryConfig.workingDays}
            orderModes={hoursOfModes(
              contact.deliveryConfig.orderModes,
              contact.deliveryConfig.workingDays,
              now,
              timeZone,
            )}
            now={now}
            timeZone={timeZone}
          />
        </Suspense>
      )}
      <DiscountCodeModal
        open={codeOpen}
        onOpenChange={setCodeOpen}
        status={code.status}
        code={codeText}
        onCodeChange={(text) => {
          setCodeText(text);
          if (code.status !== 'init') code.remove();
        }}
        onApply={(text) => {
          if (!paymentType || !phone) return;
          void code.apply({
            code: text,
            paymentId: paymentType.id,
            phone,
            orderDate: (scheduledAt ?? new Date()).toISOString(),
            branchId: branch.id,
            branchContactId: contact.id,
          });
        }}
        preconditions={{
          orderModeId: mode.id,
          paymentTypeId: paymentType?.id ?? null,
          phoneValid: phones?.isValidPhone(customer.phone, customer.phoneCountry) ?? false,
        }}
        error={code.error}
        info={code.info}
        issues={ticket.code?.issues ?? []}
        country={country}
      />
      {paymentType && (
        <PreConfirmationModal
          open={confirming !== null}
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          total={total}
          country={country}
          paymentName={paymentType.showName}
          onConfirm={() => {
            if (confirming) void send(confirming);
          }}
        />
      )}
      {program && knownCustomer && phone && (
        <CheckoutLoyaltyModalOnDemand
          key={phone}
          open={loyaltyOpen}
          onOpenChange={setLoyaltyOpen}
          program={program}
          branchId={branch.id}
          phone={phone}
          balance={knownCustomer.loyaltyPointsBalance}
          orderAmount={ticket.loyalty ? minorUnits(ticket, ticket.loyalty.redeemableAmount) : 0}
          country={country}
          appliedPoints={appliedPoints}
          onRedeem={setPoints}
        />
      )}
    </main>
  );
}
