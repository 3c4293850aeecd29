/**
 * The "After the order" and "Logistics" groups (follow-up spec): the order follow-up page, the
 * survey, the venue guide, the rider screens and the customer tracking page; stories under
 * `After the order/…` and `Logistics/…`.
 *
 * The tracking map is exported only as `LazyTrackingMap` (React.lazy) and its props type: a static
 * export would pull Leaflet and its CSS into every page that imports the package.
 */

export {
  OrderActions,
  type OrderActionsProps,
  orderActionLabels,
} from '../components/OrderActions/index.ts';
export {
  type OrderDetailAdjustment,
  type OrderDetailExtraGroup,
  type OrderDetailItem,
  OrderDetailTable,
  type OrderDetailTableProps,
  orderDetailTexts,
} from '../components/OrderDetailTable/index.ts';
export {
  OrderHeader,
  type OrderHeaderProps,
  type PaymentIconKind,
  paymentIconKinds,
} from '../components/OrderHeader/index.ts';
export {
  ORDER_TRACKER_LABEL,
  OrderTracker,
  type OrderTrackerProps,
} from '../components/OrderTracker/index.ts';
export {
  RiderPage,
  type RiderPageErrors,
  type RiderPageProps,
} from '../components/RiderPage/index.ts';
export {
  ShipmentDetail,
  type ShipmentDetailCustomer,
  type ShipmentDetailDrop,
  type ShipmentDetailProps,
  shipmentDetailTexts,
} from '../components/ShipmentDetail/index.ts';
export {
  ADDRESSES_LABEL,
  ShipmentList,
  type ShipmentListItem,
  type ShipmentListProps,
  STACK_BADGE,
} from '../components/ShipmentList/index.ts';
export {
  navigatorVibrate,
  SLIDER_KEYBOARD_STEP,
  SlideToConfirm,
  type SlideToConfirmProps,
  type SlideToConfirmState,
  slideToConfirmStates,
  type Vibrate,
} from '../components/SlideToConfirm/index.ts';
export {
  Survey,
  type SurveyProps,
  surveyTexts,
} from '../components/Survey/index.ts';
export {
  SurveyThanks,
  type SurveyThanksProps,
} from '../components/SurveyThanks/index.ts';
export {
  LazyTrackingMap,
  TRACKING_MAP_LABEL,
  TrackingMapPlaceholder,
  type TrackingMapProps,
  trackingMarkerLabels,
} from '../components/TrackingMap/index.ts';
export {
  TrackingOverlay,
  type TrackingOverlayProps,
  trackingContactLabels,
} from '../components/TrackingOverlay/index.ts';
export {
  type Venue,
  VenueList,
  type VenueListProps,
  type VenueListStatus,
  venueListStatuses,
  venueListTexts,
} from '../components/VenueList/index.ts';
