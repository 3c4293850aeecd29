export {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  AddressSearch,
  type AddressSearchProps,
  type AddressSuggestion,
  addressSearchTexts,
} from './AddressSearch.tsx';
