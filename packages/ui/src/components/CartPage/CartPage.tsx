import { basketCount, type CartItem } from '@comanda/domain/cart';
import type { Plate } from '@comanda/domain/catalog';
import { DEFAULT_COUNTRY, formatMinorUnits } from '@comanda/domain/money';
import { cartProgress, orderMessages } from '@comanda/domain/order';
import { orderTextMessages } from '@comanda/domain/order-text';
import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { CartLine } from '../CartLine/CartLine.tsx';
import { CartProgress } from '../CartProgress/CartProgress.tsx';
import { Recommendations, type RecommendedPlate } from '../Recommendations/Recommendations.tsx';
import * as styles from './CartPage.css.ts';

/** Follow-up §2 "Cart page" texts from the domain, plus two of ours. */
export const cartPageMessages = {
  title: orderMessages.cart.title,
  addMore: orderMessages.cart.addMore,
  continue: orderMessages.cart.continue,
  backToMenu: orderMessages.cart.backToMenu,
  /** Decision: the empty cart's text. */
  empty: 'Todavía no agregaste productos a tu pedido.',
  /** Decision: the order text's label for the items total. */
  subtotal: orderTextMessages.subtotal,
} as const;

/**
 * A stable key per line: the cart merges equal lines (`isSameLine`), so product, size, notes and
 * chosen extras tell its lines apart.
 */
function lineKey(item: CartItem): string {
  const extras = item.extras.flatMap((group) =>
    group.groupItems.map((g) => [group.groupId, g.referenceId, g.quantity]),
  );
  return JSON.stringify([item.referenceId, item.sizeId, item.name, item.notes, extras]);
}

/** A navigation of the page: a callback, or a link when `href` is given (the app's router takes it). */
export interface CartPageAction {
  readonly onSelect?: () => void;
  readonly href?: string;
}

export interface CartPageProps {
  readonly items: readonly CartItem[];
  /** Each line's price from the ticket (`priceOrder`), by index; by default unit price × quantity. */
  readonly linePrices?: readonly number[];
  /** A refusal of the cart for one line (e.g. its product's maximum). */
  readonly lineMessage?: { readonly index: number; readonly message: string } | null;
  /** The cart total in minor units (the ticket's `itemsTotal`). */
  readonly itemsTotal: number;
  /** The order mode type: the minimum and free delivery apply only to 'DELIVERY'. */
  readonly mode: string | null;
  readonly minimum?: number | null;
  readonly freeDeliveryFrom?: number | null;
  /** The mode accepts orders (an informative menu does not). */
  readonly orderingEnabled: boolean;
  readonly country?: string;
  readonly recommendations?: readonly RecommendedPlate[];
  readonly onQuantityChange: (index: number, quantity: number) => void;
  readonly onRemove: (index: number) => void;
  /** A recommended plate with nothing to choose, as an 'upselled' line. */
  readonly onAddRecommendation: (item: CartItem) => void;
  /** A recommended plate with choices to make: the app opens its detail. */
  readonly onOpenRecommendation: (plate: Plate) => void;
  readonly addMore: CartPageAction;
  /** To the checkout. */
  readonly continueTo: CartPageAction;
  readonly backToMenu: CartPageAction;
  /** Where a delivery goes and what it costs there (the app's address control and fee), above the progress message. */
  readonly delivery?: ReactNode;
}

function ActionButton({
  action,
  tone,
  className,
  children,
}: {
  readonly action: CartPageAction;
  readonly tone: 'primary' | 'bordered';
  readonly className?: string;
  readonly children: ReactNode;
}) {
  if (action.href !== undefined) {
    return (
      <Button asChild tone={tone} className={className}>
        <a href={action.href} onClick={action.onSelect}>
          {children}
        </a>
      </Button>
    );
  }
  return (
    <Button tone={tone} className={className} onClick={action.onSelect}>
      {children}
    </Button>
  );
}

/**
 * The cart page: 'Mi pedido' lines, 'Te recomendamos', the progress message, 'Agregar más
 * productos' and 'Continuar'; an empty cart offers 'Volver al Menú'. When 'Continuar' shows is
 * the domain's `cartProgress` answer.
 */
export function CartPage({
  items,
  linePrices,
  lineMessage,
  itemsTotal,
  mode,
  minimum,
  freeDeliveryFrom,
  orderingEnabled,
  country = DEFAULT_COUNTRY,
  recommendations = [],
  onQuantityChange,
  onRemove,
  onAddRecommendation,
  onOpenRecommendation,
  addMore,
  continueTo,
  backToMenu,
  delivery,
}: CartPageProps) {
  const titleId = useId();
  const progress = cartProgress({
    mode,
    itemsTotal,
    itemCount: basketCount(items),
    minimum,
    freeDeliveryFrom,
    orderingEnabled,
    format: (amount) => formatMinorUnits(amount, country),
  });

  const title = (
    <h1 id={titleId} className={styles.title}>
      {cartPageMessages.title}
    </h1>
  );

  if (items.length === 0) {
    return (
      <section aria-labelledby={titleId} className={styles.page} data-slot="cart-page" data-state="empty">
        {title}
        <div className={styles.empty}>
          <p className={styles.emptyText}>{cartPageMessages.empty}</p>
          <ActionButton action={backToMenu} tone="primary">
            {cartPageMessages.backToMenu}
          </ActionButton>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.page} data-slot="cart-page" data-state="filled">
      {title}
      <ul className={styles.lines} aria-labelledby={titleId}>
        {items.map((item, index) => (
          <li key={lineKey(item)} className={styles.lineItem}>
            <CartLine
              item={item}
              {...(linePrices?.[index] !== undefined ? { linePrice: linePrices[index] } : {})}
              country={country}
              headingLevel={2}
              message={lineMessage?.index === index ? lineMessage.message : null}
              onQuantityChange={(quantity) => onQuantityChange(index, quantity)}
              onRemove={() => onRemove(index)}
            />
          </li>
        ))}
      </ul>
      <Recommendations
        items={recommendations}
        country={country}
        onAdd={onAddRecommendation}
        onOpen={onOpenRecommendation}
      />
      {delivery && (
        <div className={styles.delivery} data-slot="cart-delivery">
          {delivery}
        </div>
      )}
      <CartProgress progress={progress} />
      <p className={styles.subtotal} data-slot="cart-subtotal">
        <span>{cartPageMessages.subtotal}</span>
        <span>{formatMinorUnits(itemsTotal, country)}</span>
      </p>
      <div className={styles.actions}>
        <ActionButton action={addMore} tone="bordered" className={styles.action}>
          {cartPageMessages.addMore}
        </ActionButton>
        {progress.showContinue && (
          <ActionButton action={continueTo} tone="primary" className={styles.action}>
            {cartPageMessages.continue}
          </ActionButton>
        )}
      </div>
    </section>
  );
}
