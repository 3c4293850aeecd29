export { DiscountCodeModal, type DiscountCodeModalProps, discountCodeModalTexts } from './DiscountCodeModal.tsx';
