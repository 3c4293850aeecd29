export {
  ShipmentDetail,
  type ShipmentDetailCustomer,
  type ShipmentDetailDrop,
  type ShipmentDetailProps,
  shipmentDetailTexts,
} from './ShipmentDetail.tsx';
