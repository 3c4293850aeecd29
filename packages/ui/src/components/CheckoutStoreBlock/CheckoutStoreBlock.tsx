import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './CheckoutStoreBlock.css.ts';

export const checkoutStoreBlockTexts = {
  heading: 'Confirmación del pedido',
  seeHours: 'Ver Horarios',
} as const;

export interface CheckoutStoreBlockProps {
  /** The branch contact's name. */
  readonly storeName: string;
  /** The branch contact's address as one line (street, number, locality...), formatted by the caller. */
  readonly address?: string | null;
  /** Opens the app's opening-hours modal ('Informacion'). */
  readonly onShowHours?: () => void;
}

/** The top of the checkout (diner §2): the page heading, which store takes the order, and its hours. */
export function CheckoutStoreBlock({ storeName, address, onShowHours }: CheckoutStoreBlockProps) {
  return (
    <Stack as="header" gap="md" data-slot="checkout-store-block">
      <h1 className={styles.heading}>{checkoutStoreBlockTexts.heading}</h1>
      <Card>
        <Stack direction="row" gap="md" align="center" justify="between" wrap>
          <Stack gap="xxs">
            <p className={styles.storeName} data-slot="checkout-store-name">
              {storeName}
            </p>
            {address ? (
              <Text size="sm" tone="description" data-slot="checkout-store-address">
                {address}
              </Text>
            ) : null}
          </Stack>
          <Button tone="bordered" onClick={onShowHours}>
            {checkoutStoreBlockTexts.seeHours}
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
