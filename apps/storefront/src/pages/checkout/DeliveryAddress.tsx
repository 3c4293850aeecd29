/**
 * 'MI DIRECCIÓN' (diner §2, delivery only): the address summary and the '¿Dónde estás?' modal.
 * An address the checkout would refuse says what is missing, and its button is the fix.
 */
import type { DeliveryAddressFix, DeliveryAddressIssue } from '@comanda/domain/location';
import type { LatLng } from '@comanda/domain/tracking';
import type { AddressInputMode, UserLocation } from '@comanda/domain/validation';
import { type AddressModalStart, AddressSummary } from '@comanda/ui';
import { useState } from 'react';
import { AddressModalOnDemand } from '../../address/AddressModalOnDemand.tsx';

/** Where the modal opens for each fix. */
const fixStarts: Record<DeliveryAddressFix, AddressModalStart> = {
  enterAddress: 'form',
  placeOnMap: 'placeOnMap',
  addBetweenStreets: 'betweenStreets',
  changeAddress: 'form',
};

export interface DeliveryAddressProps {
  readonly location: UserLocation | null;
  readonly inputMode: AddressInputMode;
  readonly betweenStreetsRequired: boolean;
  readonly country: string;
  /** The store: searches rank its surroundings first, and the map starts there. */
  readonly near: LatLng;
  /** What keeps this address from an order (`deliveryAddressIssue`): its fix is the card's button. */
  readonly issue: DeliveryAddressIssue | null;
  /** The message under the address (the issue's, or a submit's failure). */
  readonly error: string | null;
}

export function DeliveryAddress({
  location,
  inputMode,
  betweenStreetsRequired,
  country,
  near,
  issue,
  error,
}: DeliveryAddressProps) {
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState<AddressModalStart>('form');
  return (
    <>
      <AddressSummary
        address={location?.fullAddress ?? null}
        betweenStreets={location?.betweenStreets ?? null}
        details={location?.details ?? null}
        onChange={() => {
          setStart(issue?.fix ? fixStarts[issue.fix] : 'form');
          setOpen(true);
        }}
        error={error}
        changeLabel={issue?.fixLabel ?? undefined}
      />
      <AddressModalOnDemand
        open={open}
        onOpenChange={setOpen}
        country={country}
        near={near}
        inputMode={inputMode}
        betweenStreetsRequired={betweenStreetsRequired}
        requireAddress
        start={start}
      />
    </>
  );
}
