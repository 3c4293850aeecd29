export {
  type MyOrdersItem,
  MyOrdersModal,
  type MyOrdersModalProps,
  myOrdersModalTexts,
  orderStatusBadgeTones,
} from './MyOrdersModal.tsx';
