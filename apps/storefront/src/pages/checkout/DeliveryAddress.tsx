/**
 * 'MI DIRECCIÓN' (diner §2, delivery only): the address summary and the '¿Dónde estás?' modal,
 * with the device's coordinates, the optional address search (debounced 500 ms) and the map.
 */
import type { AddressInputMode, UserLocation } from '@comanda/domain';
import { ADDRESS_SEARCH_DEBOUNCE_MS, AddressModal, type AddressSuggestion, AddressSummary } from '@comanda/ui';
import { useEffect, useRef, useState } from 'react';
import { MAP_SEARCH_URL, MAP_TILE_ATTRIBUTION, MAP_TILE_URL, searchAddresses } from './address-search.ts';

export interface DeliveryAddressProps {
  readonly location: UserLocation | null;
  readonly onLocationChange: (location: UserLocation) => void;
  readonly inputMode: AddressInputMode;
  readonly betweenStreetsRequired: boolean;
  readonly country: string;
  readonly error?: string | null;
}

function useAddressSearch(country: string) {
  const [suggestions, setSuggestions] = useState<readonly AddressSuggestion[]>([]);
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );
  const search = (text: string) => {
    clearTimeout(timer.current);
    controller.current?.abort();
    timer.current = setTimeout(() => {
      const current = new AbortController();
      controller.current = current;
      setSearching(true);
      void searchAddresses(text, country, current.signal).then((found) => {
        if (current.signal.aborted) return;
        setSuggestions(found);
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
        {...(MAP_SEARCH_URL ? { onSearch: search } : {})}
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
