export {
  ADDRESSES_LABEL,
  ShipmentList,
  type ShipmentListItem,
  type ShipmentListProps,
  STACK_BADGE,
} from './ShipmentList.tsx';
