/**
 * '¿Dónde estás?' wired for the storefront: the saved location in, the new one saved out; the
 * suggestions while typing (debounced 500 ms, diner §9), the typed address, the device's position
 * and the pin read through the server's geocoder. The store selector, the menu and the checkout
 * open the same modal.
 */
import type { GeocodeSearchQueryOutput } from '@comanda/api';
import { useGeocoder } from '@comanda/api/react';
import type { LatLng } from '@comanda/domain/tracking';
import type { AddressInputMode, UserLocation } from '@comanda/domain/validation';
import {
  ADDRESS_SEARCH_DEBOUNCE_MS,
  AddressModal,
  type AddressModalProps,
  type AddressModalStart,
  type AddressSuggestion,
} from '@comanda/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveLocation, useDinerLocation } from '../state/location-store.ts';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL, placeSuggestion, readDevicePosition } from './geocoding.ts';

/** Suggestions while the diner types: the last text's places, 500 ms after the last keystroke. */
function useSuggestions(searchNear: (text: string) => Promise<readonly AddressSuggestion[]>) {
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    const asked = ++latest.current;
    if (!text.trim()) {
      setSearching(false);
      return;
    }
    timer.current = setTimeout(() => {
      setSearching(true);
      void searchNear(text).then((places) => {
        // An answer to an older text is dropped: only the last one typed is shown.
        if (asked !== latest.current) return;
        setSuggestions(places);
        setSearching(false);
      });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  };
  return { suggestions, searching, search };
}

export interface DinerAddressModalProps extends Pick<AddressModalProps, 'open' | 'onOpenChange' | 'trigger'> {
  /** The branch's country: searches are restricted to it. */
  readonly country: string;
  /** The store the diner orders from, if one is chosen: searches rank its surroundings first and the map starts there. */
  readonly near?: LatLng | null;
  readonly inputMode?: AddressInputMode;
  readonly betweenStreetsRequired?: boolean;
  /** Closing is refused while nothing is saved (the checkout); the selector and the menu let the diner go on without. */
  readonly requireAddress?: boolean;
  readonly start?: AddressModalStart;
  readonly onSaved?: (location: UserLocation) => void;
}

export function DinerAddressModal({
  open,
  onOpenChange,
  trigger,
  country,
  near,
  inputMode = 'simple',
  betweenStreetsRequired = false,
  requireAddress = false,
  start,
  onSaved,
}: DinerAddressModalProps) {
  const location = useDinerLocation();
  const geocoder = useGeocoder();
  const searchNear = useCallback(
    async (text: string) => {
      const query: GeocodeSearchQueryOutput = { q: text.trim(), country, ...(near ?? {}) };
      const { places } = await geocoder.search({ query });
      return places.map(placeSuggestion);
    },
    [geocoder, country, near],
  );
  const reverse = useCallback(
    async (position: LatLng) => {
      const { places } = await geocoder.reverse({ query: position });
      const [place] = places;
      return place ? placeSuggestion(place) : null;
    },
    [geocoder],
  );
  const { suggestions, searching, search } = useSuggestions(searchNear);

  return (
    <AddressModal
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      location={location}
      inputMode={inputMode}
      betweenStreetsRequired={betweenStreetsRequired}
      requireAddress={requireAddress}
      {...(start ? { start } : {})}
      suggestions={suggestions}
      searching={searching}
      onSearch={search}
      onResolveAddress={searchNear}
      onReverseGeocode={reverse}
      onLocateDevice={readDevicePosition}
      near={near ?? null}
      tileUrl={MAP_TILE_URL}
      tileAttribution={MAP_TILE_ATTRIBUTION}
      onSubmit={(next) => {
        saveLocation(next);
        onSaved?.(next);
      }}
    />
  );
}
