export {
  AddressModal,
  type AddressModalProps,
  type AddressModalStart,
  type AddressModalTab,
  addressModalStarts,
  addressModalTabs,
  addressModalTexts,
} from './AddressModal.tsx';
