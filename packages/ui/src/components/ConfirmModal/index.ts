export {
  ConfirmModal,
  type ConfirmModalProps,
  type ConfirmReason,
  confirmModalTexts,
  confirmReasons,
} from './ConfirmModal.tsx';
