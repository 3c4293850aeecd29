export {
  type OrderDetailAdjustment,
  type OrderDetailExtraGroup,
  type OrderDetailItem,
  OrderDetailTable,
  type OrderDetailTableProps,
  orderDetailTexts,
} from './OrderDetailTable.tsx';
