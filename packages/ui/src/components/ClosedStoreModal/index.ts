export { ClosedStoreModal, type ClosedStoreModalProps, closedStoreModalTexts } from './ClosedStoreModal.tsx';
