import { type CartItem, cartMessages, maxQuantityOf } from '@comanda/domain/cart';
import { DEFAULT_COUNTRY, formatMinorUnits } from '@comanda/domain/money';
import { orderTextMessages } from '@comanda/domain/order-text';
import { useId, useState } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { LineIcon } from '../LineIcon/LineIcon.tsx';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CartLine.css.ts';

/** Texts the spec does not give (decisions). */
export const cartLineMessages = {
  remove: (name: string) => `Eliminar ${name}`,
  originalPrice: 'Antes',
  /** The notes label of the order text, so the cart and the message read alike. */
  notes: orderTextMessages.itemNotes,
} as const;

/** A chosen garnish as the cart shows it: '2 x Cheddar', or just its name for one. */
export function garnishLabel(garnish: { readonly name: string; readonly quantity: number }): string {
  return garnish.quantity > 1 ? `${garnish.quantity} x ${garnish.name}` : garnish.name;
}

export interface CartLineProps {
  readonly item: CartItem;
  /**
   * The line's price in minor units, from the ticket (`priceOrder`: a 3x2 is a line discount the
   * item alone does not carry). By default the unit price × quantity.
   */
  readonly linePrice?: number;
  readonly country?: string;
  /** A new quantity of at least 1 (the cart's `changeQuantity`). */
  readonly onQuantityChange: (quantity: number) => void;
  /** The delete button, or '−' at one unit: quantity 0 removes the line. */
  readonly onRemove: () => void;
  /** A refusal from the cart (e.g. the product's maximum counted over every line). */
  readonly message?: string | null;
  readonly headingLevel?: 2 | 3 | 4;
}

/** A 'Mi pedido' line: name, extras by group, notes, quantity stepper, line price and delete. */
export function CartLine({
  item,
  linePrice = item.price * item.quantity,
  country = DEFAULT_COUNTRY,
  onQuantityChange,
  onRemove,
  message,
  headingLevel = 3,
}: CartLineProps) {
  const id = useId();
  const nameId = `${id}-name`;
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const maximum = maxQuantityOf(item);
  const originalLinePrice = item.originalPrice * item.quantity;
  const extras = item.extras
    .map((group) => ({ group, chosen: group.groupItems.filter((garnish) => garnish.quantity > 0) }))
    .filter(({ chosen }) => chosen.length > 0);
  const notes = item.notes.trim();
  const shownMessage = message ?? limitMessage;
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={styles.line} data-slot="cart-line">
      <Heading id={nameId} className={styles.name}>
        {item.name}
      </Heading>
      <p className={styles.prices} data-slot="cart-line-price">
        <span className={styles.price}>{formatMinorUnits(linePrice, country)}</span>
        {originalLinePrice > linePrice && (
          <s className={styles.originalPrice}>
            <VisuallyHidden>{cartLineMessages.originalPrice} </VisuallyHidden>
            {formatMinorUnits(originalLinePrice, country)}
          </s>
        )}
      </p>
      {(extras.length > 0 || notes) && (
        <dl className={styles.details}>
          {extras.map(({ group, chosen }) => (
            <div key={group.groupId} className={styles.detail}>
              <dt className={styles.term}>{group.groupName}:</dt>
              <dd className={styles.definition}>{chosen.map(garnishLabel).join(', ')}</dd>
            </div>
          ))}
          {notes && (
            <div className={styles.detail}>
              <dt className={styles.term}>{cartLineMessages.notes}:</dt>
              <dd className={styles.definition}>{notes}</dd>
            </div>
          )}
        </dl>
      )}
      <div className={styles.actions}>
        <QuantityStepper
          aria-labelledby={nameId}
          min={0}
          max={maximum}
          value={item.quantity}
          onLimit={(limit) => setLimitMessage(limit === 'max' ? cartMessages.maxQuantityReached(maximum) : null)}
          onChange={(next) => {
            setLimitMessage(null);
            if (next <= 0) onRemove();
            else onQuantityChange(next);
          }}
        />
        <IconButton
          className={styles.remove}
          label={cartLineMessages.remove(item.name)}
          icon={<TrashIcon />}
          onClick={onRemove}
          data-slot="cart-line-remove"
        />
      </div>
      {shownMessage && (
        <p role="alert" className={styles.alert}>
          {shownMessage}
        </p>
      )}
    </div>
  );
}

function TrashIcon() {
  return (
    <LineIcon width="20" height="20" strokeWidth="2">
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
