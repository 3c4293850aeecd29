export { DeliveryCodeEntry, type DeliveryCodeEntryProps } from './DeliveryCodeEntry.tsx';
