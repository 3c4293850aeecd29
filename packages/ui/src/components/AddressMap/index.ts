export {
  ADDRESS_MAP_DEFAULT_ZOOM,
  ADDRESS_MAP_NEAR_ZOOM,
  ADDRESS_MAP_SELECTED_ZOOM,
  AddressMap,
  type AddressMapProps,
  type AddressMapTileStatus,
  addressMapTexts,
  addressMapTileStatuses,
  PIN_KEYBOARD_STEP_PX,
} from './AddressMap.tsx';
