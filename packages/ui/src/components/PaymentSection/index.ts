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
} from './PaymentSection.tsx';
