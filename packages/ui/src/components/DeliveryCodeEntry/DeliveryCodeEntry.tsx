import {
  type DeliveryCodeEntryState,
  deliveryCodeMessages,
  deliveryCodeStates,
  typedDeliveryCode,
} from '@comanda/domain/shipments';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DeliveryCodeEntry.css.ts';

export { deliveryCodeStates };

export interface DeliveryCodeEntryProps {
  /** 'entry' asks for the digits; 'locked' sends the rider to the venue; 'waived' needs none (`deliveryCodeEntryState`). */
  readonly state: DeliveryCodeEntryState;
  readonly value: string;
  /** Receives only digits, four at most. */
  readonly onChange: (code: string) => void;
  /** The server's refusal of the last code ('La clave de entrega no es correcta. Te quedan 4 intentos.'). */
  readonly error?: string | null;
  readonly disabled?: boolean;
}

/**
 * The drop-off's code entry: the rider types the 4 digits the customer reads on the tracking
 * page. One numeric field (the phone's number pad, one thumb, one label for screen readers)
 * with large spaced digits; once the attempts are used up it says to call the venue instead.
 */
export function DeliveryCodeEntry({ state, value, onChange, error, disabled = false }: DeliveryCodeEntryProps) {
  return (
    <section
      className={styles.root}
      data-slot="delivery-code-entry"
      data-state={state}
      aria-label={deliveryCodeMessages.label}
    >
      {state === 'entry' ? (
        <TextField
          className={styles.digits}
          label={deliveryCodeMessages.label}
          hint={deliveryCodeMessages.hint}
          error={error ?? undefined}
          value={value}
          onChange={(event) => onChange(typedDeliveryCode(event.currentTarget.value))}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          maxLength={4}
          disabled={disabled}
        />
      ) : state === 'locked' ? (
        <Text role="alert" tone="danger" weight="bold">
          {deliveryCodeMessages.locked}
        </Text>
      ) : (
        <Text role="status" weight="medium">
          {deliveryCodeMessages.waived}
        </Text>
      )}
    </section>
  );
}
