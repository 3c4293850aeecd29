export { DeliveryCodeModal, type DeliveryCodeModalProps } from './DeliveryCodeModal.tsx';
