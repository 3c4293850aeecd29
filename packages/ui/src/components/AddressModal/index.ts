export {
  AddressModal,
  type AddressModalProps,
  type AddressModalTab,
  addressModalTabs,
  addressModalTexts,
} from './AddressModal.tsx';
