export { DeliveryDestination, type DeliveryDestinationProps } from './DeliveryDestination.tsx';
export { DeliveryDestinationPlaceholder } from './DeliveryDestinationPlaceholder.tsx';
