import { locationMessages } from '@comanda/domain/location';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './DeliveryDestination.css.ts';

export interface DeliveryDestinationProps {
  /** The diner's address as one line; null while none is given. */
  readonly address: string | null;
  /** Why an address is worth giving here, shown while there is none. */
  readonly emptyText: string;
  /** What the address still lacks (e.g. a point on the map), under it. */
  readonly note?: string | null;
  /** The button's label when it fixes what `note` says; 'Cambiar' or 'Ingresar dirección' otherwise. */
  readonly actionLabel?: string | null;
  /** Opens the app's address modal. */
  readonly onChange: () => void;
}

/**
 * Where the diner is, above what depends on it (the stores' distances, the delivery fee), with
 * one button to give or change it. The address modal itself is the app's.
 */
export function DeliveryDestination({ address, emptyText, note, actionLabel, onChange }: DeliveryDestinationProps) {
  const textId = useId();
  const texts = locationMessages.destination;
  const label = actionLabel ?? (address ? texts.change : locationMessages.fixes.enterAddress);
  return (
    <div className={styles.root} data-slot="delivery-destination" data-state={address ? 'filled' : 'empty'}>
      <div id={textId} className={styles.texts}>
        {address ? (
          <p className={styles.line}>
            <span className={styles.label}>{texts.deliverTo}</span>{' '}
            <span className={styles.address} data-slot="delivery-destination-address">
              {address}
            </span>
          </p>
        ) : (
          <p className={styles.line}>{emptyText}</p>
        )}
        {note && <p className={styles.note}>{note}</p>}
      </div>
      <Button tone={address && !actionLabel ? 'bordered' : 'primary'} onClick={onChange} aria-describedby={textId}>
        {label}
      </Button>
    </div>
  );
}
