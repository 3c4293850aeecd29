export { ReorderNoticesModal, type ReorderNoticesModalProps, reorderTexts } from './ReorderNoticesModal.tsx';
