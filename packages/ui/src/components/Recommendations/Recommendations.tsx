import type { CartItem } from '@comanda/domain/cart';
import type { Plate } from '@comanda/domain/catalog';
import { DEFAULT_COUNTRY, formatMinorUnits } from '@comanda/domain/money';
import { orderMessages } from '@comanda/domain/order';
import { buildCartItem, initialPlateForm } from '@comanda/domain/plate';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import { plateCardPrices } from '../PlateCard/PlateCard.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Recommendations.css.ts';

/** Decision (docs/decisions.md, "upsell list count"): at most 6 recommended plates. */
export const UPSELL_LIST_LIMIT = 6;

/** Intrinsic image size (4:3), so the list keeps its height while images load. */
export const RECOMMENDATION_IMAGE_SIZE = { width: 144, height: 108 } as const;

export const recommendationsMessages = {
  /** Follow-up §2. */
  title: orderMessages.cart.recommended,
  /** Decision: the add button; the plate's name follows for screen readers. */
  add: 'Agregar',
} as const;

export interface RecommendedPlate {
  readonly plate: Plate;
  /** The plate's category as the menu names it (the cart line keeps it). */
  readonly categoryShowName: string;
  readonly imageUrl?: string;
}

export interface RecommendationsProps {
  /** The menu's upselled plates. */
  readonly items: readonly RecommendedPlate[];
  /** A plate with nothing to choose goes straight in as an 'upselled' line. */
  readonly onAdd: (item: CartItem) => void;
  /** A plate with choices to make (sizes, mandatory garnishes) opens instead. */
  readonly onOpen: (plate: Plate) => void;
  readonly country?: string;
  readonly limit?: number;
  readonly headingLevel?: 2 | 3;
}

/** 'Te recomendamos': upsell plates with an add button each; hidden when there are none. */
export function Recommendations({
  items,
  onAdd,
  onOpen,
  country = DEFAULT_COUNTRY,
  limit = UPSELL_LIST_LIMIT,
  headingLevel = 2,
}: RecommendationsProps) {
  const titleId = useId();
  const shown = items.slice(0, limit);
  if (shown.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  const NameHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  const add = ({ plate, categoryShowName }: RecommendedPlate) => {
    // The domain decides whether the plate can go in as it comes (one size, nothing mandatory).
    const result = buildCartItem(plate, initialPlateForm(plate), { categoryShowName, source: 'upselled' });
    if (result.ok) onAdd(result.item);
    else onOpen(plate);
  };

  return (
    <section aria-labelledby={titleId} className={styles.root} data-slot="recommendations">
      <Heading id={titleId} className={styles.title}>
        {recommendationsMessages.title}
      </Heading>
      <ul className={styles.list}>
        {shown.map((recommended) => {
          const { plate, imageUrl } = recommended;
          const prices = plateCardPrices(plate);
          return (
            <li key={plate.id} className={styles.item} data-slot="recommendation">
              {imageUrl && (
                <img
                  className={styles.image}
                  src={imageUrl}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={RECOMMENDATION_IMAGE_SIZE.width}
                  height={RECOMMENDATION_IMAGE_SIZE.height}
                />
              )}
              <NameHeading className={styles.name}>{plate.showName}</NameHeading>
              {prices && <p className={styles.price}>{formatMinorUnits(prices.price, country)}</p>}
              <Button tone="bordered" className={styles.action} onClick={() => add(recommended)}>
                {recommendationsMessages.add}
                <VisuallyHidden> {plate.showName}</VisuallyHidden>
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
