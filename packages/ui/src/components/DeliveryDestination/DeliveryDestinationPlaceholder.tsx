import * as styles from './DeliveryDestination.css.ts';

/**
 * The room a `DeliveryDestination` takes, empty: shown while its code loads, so what follows does
 * not move when it arrives. Apart from the component, so holding the place costs no texts.
 */
export function DeliveryDestinationPlaceholder() {
  return (
    <div className={styles.root} aria-hidden="true" data-slot="delivery-destination" data-state="loading">
      <span className={styles.placeholder} />
    </div>
  );
}
