export { CardPaymentModal, type CardPaymentModalProps, cardPaymentModalTexts } from './CardPaymentModal.tsx';
