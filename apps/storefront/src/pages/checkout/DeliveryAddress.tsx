/**
 * 'MI DIRECCIÓN' (diner §2, delivery only): the address summary and the '¿Dónde estás?' modal,
 * with the device's coordinates, the optional address search (debounced 500 ms) and the map.
 */
import { useGeocoder } from '@comanda/api/react';
import type { AddressInputMode, UserLocation } from '@comanda/domain';
import { ADDRESS_SEARCH_DEBOUNCE_MS, AddressModal, type AddressSuggestion, AddressSummary } from '@comanda/ui';
import { useEffect, useRef, useState } from 'react';
import { MAP_TILE_ATTRIBUTION, MAP_TILE_URL, placeSuggestion } from './address-search.ts';

export interface DeliveryAddressProps {
  readonly location: UserLocation | null;
  readonly onLocationChange: (location: UserLocation) => void;
  readonly inputMode: AddressInputMode;
  readonly betweenStreetsRequired: boolean;
  readonly country: string;
  readonly error?: string | null;
}

function useAddressSearch(country: string) {
  const geocoder = useGeocoder();
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (text: string) => {
    clearTimeout(timer.current);
    const asked = ++latest.current;
    timer.current = setTimeout(() => {
      if (!text.trim()) return;
      setSearching(true);
      void geocoder.search({ query: { q: text.trim(), country } }).then(({ places }) => {
        // An answer to an older text is dropped: only the last one typed is shown.
        if (asked !== latest.current) return;
        setSuggestions(places.map(placeSuggestion));
        setSearching(false);
      });
    }, ADDRESS_SEARCH_DEBOUNCE_MS);
  };
  return { suggestions, searching, search };
}

export function DeliveryAddress({
  location,
  onLocationChange,
  inputMode,
  betweenStreetsRequired,
  country,
  error,
}: DeliveryAddressProps) {
  const [open, setOpen] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geolocationFailed, setGeolocationFailed] = useState(false);
  const [resolved, setResolved] = useState<UserLocation | null>(null);
  const { suggestions, searching, search } = useAddressSearch(country);

  const locateDevice = () => {
    setGeolocationFailed(false);
    if (!('geolocation' in navigator)) {
      setGeolocationFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setResolved({ lat: position.coords.latitude, lng: position.coords.longitude, geocoded: true });
      },
      () => {
        setLocating(false);
        setGeolocationFailed(true);
      },
    );
  };

  return (
    <>
      <AddressSummary
        address={location?.fullAddress ?? null}
        betweenStreets={location?.betweenStreets ?? null}
        details={location?.details ?? null}
        onChange={() => setOpen(true)}
        error={error ?? null}
      />
      <AddressModal
        open={open}
        onOpenChange={setOpen}
        location={location}
        inputMode={inputMode}
        betweenStreetsRequired={betweenStreetsRequired}
        suggestions={suggestions}
        searching={searching}
        onSearch={search}
        onUseCurrentLocation={locateDevice}
        locating={locating}
        geolocationFailed={geolocationFailed}
        resolvedLocation={resolved}
        tileUrl={MAP_TILE_URL}
        tileAttribution={MAP_TILE_ATTRIBUTION}
        onSubmit={onLocationChange}
      />
    </>
  );
}
