export { OrderLoyaltyModal, type OrderLoyaltyModalProps, orderLoyaltyTexts } from './OrderLoyaltyModal.tsx';
