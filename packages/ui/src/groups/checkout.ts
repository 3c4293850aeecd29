/** The "Checkout" group (diner §2 'Confirmación del pedido'); stories under `Checkout/…`. */
export { AddressSummary, type AddressSummaryProps, addressSummaryTexts } from '../components/AddressSummary/index.ts';
export {
  type CheckoutErrorTarget,
  type CheckoutFieldErrors,
  CheckoutForm,
  type CheckoutFormProps,
  checkoutErrorTargets,
  checkoutFieldErrors,
} from '../components/CheckoutForm/index.ts';
export {
  CheckoutStoreBlock,
  type CheckoutStoreBlockProps,
  checkoutStoreBlockTexts,
} from '../components/CheckoutStoreBlock/index.ts';
export {
  type CustomerData,
  CustomerDataSection,
  type CustomerDataSectionProps,
  type CustomerField,
  cleanPhoneTyping,
  customerDataTexts,
  customerFields,
  DEFAULT_DOCUMENT_LABEL,
  emptyCustomerData,
} from '../components/CustomerDataSection/index.ts';
export {
  DiscountCodeModal,
  type DiscountCodeModalProps,
  discountCodeModalTexts,
} from '../components/DiscountCodeModal/index.ts';
export {
  INFINITE_SCROLL_ROOT_MARGIN_PX,
  LoyaltyModal,
  type LoyaltyModalMode,
  type LoyaltyModalProps,
  loyaltyModalModes,
  loyaltyModalTexts,
} from '../components/LoyaltyModal/index.ts';
export { NotesField, type NotesFieldProps, notesFieldTexts } from '../components/NotesField/index.ts';
export {
  type CardValues,
  emptyCardValues,
  formatCardExpiryInput,
  type PaymentKind,
  type PaymentOption,
  PaymentSection,
  type PaymentSectionProps,
  paymentKinds,
  paymentSectionTexts,
} from '../components/PaymentSection/index.ts';
export {
  ScheduleSelector,
  type ScheduleSelectorProps,
  type ScheduleSelectorState,
  scheduleSelectorStates,
  scheduleSelectorTexts,
} from '../components/ScheduleSelector/index.ts';
export {
  SubmitOrderButton,
  type SubmitOrderButtonProps,
  submitOrderButtonTexts,
  submitOrderLabel,
} from '../components/SubmitOrderButton/index.ts';
export {
  type TicketLineKind,
  TicketSummary,
  type TicketSummaryProps,
  ticketLineKinds,
  ticketSummaryTexts,
} from '../components/TicketSummary/index.ts';
