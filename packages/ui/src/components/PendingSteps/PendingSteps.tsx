import { offlineStepMessages } from '@comanda/domain/shipments';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './PendingSteps.css.ts';

export interface PendingStepsProps {
  /** The browser says it has no network: the rider's steps are kept on the phone. */
  readonly offline: boolean;
  /** Steps taken and kept, not answered by the server yet, oldest first. */
  readonly pending: readonly { readonly key: string; readonly label: string }[];
  /** Steps the server refused when they arrived, with the Spanish explanation. */
  readonly refused: readonly { readonly key: string; readonly message: string }[];
  /** The rider read a refusal ('Entendido'). */
  readonly onDismiss: (key: string) => void;
}

/**
 * What the rider's phone still has to send, above the shipment: the offline notice, the steps
 * kept while without signal, and the ones the server refused on arrival with why. Nothing at all
 * while online with nothing waiting.
 */
export function PendingSteps({ offline, pending, refused, onDismiss }: PendingStepsProps) {
  const titleId = useId();
  if (!offline && pending.length === 0 && refused.length === 0) return null;
  return (
    <div className={styles.root} data-slot="pending-steps">
      {/* A polite live region: the notice is read once when the signal goes, not on every render. */}
      <div role="status">{offline && <p className={styles.offline}>{offlineStepMessages.offline}</p>}</div>
      {refused.length > 0 && (
        <section aria-label={offlineStepMessages.refusedTitle} data-slot="refused-steps">
          <ul className={styles.list}>
            {refused.map((step) => (
              <li key={step.key} className={styles.refused}>
                <Text role="alert" tone="danger" weight="medium">
                  {step.message}
                </Text>
                <Button tone="bordered" onClick={() => onDismiss(step.key)}>
                  {offlineStepMessages.dismiss}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {pending.length > 0 && (
        <Card as="section" aria-labelledby={titleId} data-slot="kept-steps">
          <Text as="h2" id={titleId} size="md" weight="bold">
            {offlineStepMessages.pendingTitle}
          </Text>
          <ol className={styles.list}>
            {pending.map((step) => (
              <li key={step.key} className={styles.item}>
                <Text as="span" weight="medium">
                  {step.label}
                </Text>
                <Text as="span" size="sm" tone="description">
                  {offlineStepMessages.pendingHint}
                </Text>
              </li>
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}
