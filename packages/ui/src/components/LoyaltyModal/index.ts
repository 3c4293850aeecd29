export {
  INFINITE_SCROLL_ROOT_MARGIN_PX,
  LoyaltyModal,
  type LoyaltyModalMode,
  type LoyaltyModalProps,
  loyaltyModalModes,
  loyaltyModalTexts,
} from './LoyaltyModal.tsx';
