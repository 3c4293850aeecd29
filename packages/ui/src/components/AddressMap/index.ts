export {
  ADDRESS_MAP_DEFAULT_ZOOM,
  ADDRESS_MAP_SELECTED_ZOOM,
  AddressMap,
  type AddressMapProps,
  addressMapTexts,
} from './AddressMap.tsx';
