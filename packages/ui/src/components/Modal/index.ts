export { Modal, ModalClose, type ModalProps, preloadModalDialog } from './Modal.tsx';
