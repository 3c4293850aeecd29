import { validationMessages } from '@comanda/domain/validation';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './AddressSummary.css.ts';

export const addressSummaryTexts = {
  heading: 'MI DIRECCIÓN',
  change: 'Cambiar',
  /** Diner §5: what the address modal asks for when there is none. */
  empty: validationMessages.address.simpleEmpty,
  /** Decision: labels of the address's extra lines (the order's entrecalles and aclaraciones). */
  betweenStreets: 'Entrecalles',
  details: 'Aclaraciones',
} as const;

export interface AddressSummaryProps {
  /** The chosen address as one line (the order's formatted_address, or the location's fullAddress). */
  readonly address?: string | null;
  readonly betweenStreets?: string | null;
  readonly details?: string | null;
  /** Opens the app's address modal. */
  readonly onChange?: () => void;
  /**
   * The button's label when it fixes what `error` says ('Ubicar en el mapa', 'Cambiar
   * dirección'); 'Cambiar' otherwise.
   */
  readonly changeLabel?: string | undefined;
  /**
   * e.g. 'Tu dirección no se encuentra dentro de la zona de entrega.'; shown in `role="alert"`,
   * its one announcement: it comes on its own (a quote answers), not after the diner sends, so it
   * is read as it appears, and not again as the button's description.
   */
  readonly error?: string | null;
}

/** 'MI DIRECCIÓN' (diner §2, delivery only): where the order goes, and a way to change it. */
export function AddressSummary({
  address,
  betweenStreets,
  details,
  onChange,
  changeLabel,
  error,
}: AddressSummaryProps) {
  const headingId = useId();
  const hasAddress = Boolean(address?.trim());
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      data-slot="address-summary"
      data-state={hasAddress ? 'filled' : 'empty'}
    >
      <Stack gap="sm">
        <Stack direction="row" gap="md" align="center" justify="between">
          <h2 id={headingId} className={styles.heading}>
            {addressSummaryTexts.heading}
          </h2>
          <Button tone={changeLabel ? 'primary' : 'bordered'} onClick={onChange}>
            {changeLabel ?? addressSummaryTexts.change}
          </Button>
        </Stack>
        {hasAddress ? (
          <Stack gap="xxs">
            <Text weight="medium" data-slot="address-summary-address">
              {address}
            </Text>
            {betweenStreets?.trim() ? (
              <Text size="sm" tone="description">
                {addressSummaryTexts.betweenStreets}: {betweenStreets}
              </Text>
            ) : null}
            {details?.trim() ? (
              <Text size="sm" tone="description">
                {addressSummaryTexts.details}: {details}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Text tone="description">{addressSummaryTexts.empty}</Text>
        )}
        {error && (
          <span role="alert" className={styles.error}>
            {error}
          </span>
        )}
      </Stack>
    </Card>
  );
}
