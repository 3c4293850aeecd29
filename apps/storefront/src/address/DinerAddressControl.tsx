/**
 * Where the diner is, on the pages before the checkout (the store selector, the menu, the cart):
 * the address or why to give one, and '¿Dónde estás?' behind its one button. A branch that asks
 * for the location (`askForLocation`) opens the modal on entry while the stored one is not
 * complete (diner §5): on its store selector, or on the menu its selector went straight to.
 */
import { deliveryQuoteState, locationMessages, restoreLocation, shouldAskForLocation } from '@comanda/domain/location';
import type { LatLng } from '@comanda/domain/tracking';
import type { AddressInputMode, UserLocation } from '@comanda/domain/validation';
import { type AddressModalStart, DeliveryDestination } from '@comanda/ui';
import { useEffect, useState } from 'react';
import { useDinerLocation } from '../state/location-store.ts';
import { readStorage, storageKeys } from '../state/storage.ts';
import { AddressModalOnDemand } from './AddressModalOnDemand.tsx';

export interface DinerAddressControlProps {
  readonly country: string;
  /** The store, when one is chosen: searches rank its surroundings first and the map starts there. */
  readonly near?: LatLng | null;
  /** Why an address is worth giving here. */
  readonly emptyText: string;
  readonly inputMode?: AddressInputMode;
  readonly betweenStreetsRequired?: boolean;
  /** The branch asks for the location on entry (`askForLocation`). */
  readonly askOnEntry?: boolean;
}

/**
 * The history state of a page reached from a branch that asks for the location without the
 * diner having seen its selector (one store: straight to its menu), so the menu asks instead.
 */
export const askForLocationState = { askForLocation: true } as const;

export const asksForLocation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { askForLocation?: unknown }).askForLocation === true;

const addressOf = (location: UserLocation | null): string | null =>
  location?.fullAddress?.trim() || [location?.street, location?.number].filter(Boolean).join(' ').trim() || null;

export function DinerAddressControl({
  country,
  near = null,
  emptyText,
  inputMode = 'simple',
  betweenStreetsRequired = false,
  askOnEntry = false,
}: DinerAddressControlProps) {
  const location = useDinerLocation();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<AddressModalStart>('form');
  const unplaced = deliveryQuoteState(location, null) === 'unplaced';

  // Read from storage itself: the first render may be the hydration of a screen the server drew without it.
  useEffect(() => {
    if (askOnEntry && shouldAskForLocation(restoreLocation(readStorage(storageKeys.location)))) setOpen(true);
  }, [askOnEntry]);

  return (
    <>
      <DeliveryDestination
        address={addressOf(location)}
        emptyText={emptyText}
        note={unplaced ? locationMessages.unplaced : null}
        actionLabel={unplaced ? locationMessages.fixes.placeOnMap : null}
        onChange={() => {
          setStart(unplaced ? 'placeOnMap' : 'form');
          setOpen(true);
        }}
      />
      <AddressModalOnDemand
        open={open}
        onOpenChange={setOpen}
        country={country}
        near={near}
        inputMode={inputMode}
        betweenStreetsRequired={betweenStreetsRequired}
        start={start}
      />
    </>
  );
}
