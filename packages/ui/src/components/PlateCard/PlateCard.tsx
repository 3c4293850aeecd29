import type { Plate, PlateDiscount } from '@comanda/domain/catalog';
import { DEFAULT_COUNTRY, formatMinorUnits, formatScaledNumber, scaledFromDecimal } from '@comanda/domain/money';
import { type CartItemUnitPrices, priceCartItem } from '@comanda/domain/pricing';
import { resolveIndicatorColors } from '@comanda/domain/theme';
import { memo, useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { PlateImage } from '../PlateImage/PlateImage.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { PLATE_CARD_IMAGE_SIZE, type PlateCardLayout } from './layout.ts';
import * as styles from './PlateCard.css.ts';

/** Decision (docs/decisions.md): 3 or fewer indicators are shown spread as name pills, more as short names. */
export const INDICATORS_SPREAD_THRESHOLD = 3;

/** An indicator as the menu's indicator list gives it (vegetariano, picante, sin TACC...). */
export interface PlateIndicator {
  readonly id: string;
  readonly name: string;
  readonly shortName: string;
  readonly icon?: string;
  /** The indicator's own colour; a missing or invalid one gives the default orange. */
  readonly color?: string | null;
}

/** Texts the spec does not give (decisions). */
export const plateCardMessages = {
  /** Read before the struck-through price. */
  originalPrice: 'Antes',
  inCart: (quantity: number) => `${quantity} en tu pedido`,
} as const;

/**
 * The price a card shows: the first size's (the menu's order), with no garnish, through the
 * same pricing as the cart line.
 */
export function plateCardPrices(plate: Plate): CartItemUnitPrices | null {
  const first = plate.sizes[0];
  return first ? priceCartItem(plate, first.id, []) : null;
}

/** The discount pill: '-15%', '3x2', '-$ 1.000'; null when nothing is discounted. */
export function discountPillText(
  discount: PlateDiscount | undefined,
  prices: CartItemUnitPrices | null,
  country: string,
): string | null {
  if (!discount) return null;
  switch (discount.type) {
    case 'PERCENT': {
      const percent = scaledFromDecimal(discount.percentage);
      return percent.amount > 0 ? `-${formatScaledNumber(percent.amount, percent.scale)}%` : null;
    }
    case 'MULTIPLE':
      return discount.buy > discount.pay ? `${discount.buy}x${discount.pay}` : null;
    case 'FIXED':
    case 'FINAL_PRICE': {
      const saved = prices ? prices.originalPrice - prices.price : 0;
      return saved > 0 ? `-${formatMinorUnits(saved, country)}` : null;
    }
    default:
      discount satisfies never;
      return null;
  }
}

export interface PlateCardProps {
  readonly plate: Plate;
  readonly imageUrl?: string;
  /** The plate has an image that is still loading: an empty frame of its size keeps its place. */
  readonly imagePending?: boolean;
  readonly indicators?: readonly PlateIndicator[];
  /** Units of this plate already in the cart (the cart's quantity-by-referenceId map). */
  readonly quantityInCart?: number;
  readonly country?: string;
  readonly layout?: PlateCardLayout;
  /** Renders the card as a link to the plate's page instead of a button. */
  readonly href?: string;
  readonly onOpen?: (plate: Plate) => void;
  /** Level of the plate name's heading: 3 under a category's h2. */
  readonly headingLevel?: 2 | 3 | 4;
}

/** A plate as lists of cards take it (the slider, a category, the recommendations). */
export type PlateCardItem = Pick<
  PlateCardProps,
  'plate' | 'imageUrl' | 'imagePending' | 'indicators' | 'quantityInCart' | 'href'
>;

/**
 * A plate in the menu: the whole card is one button (or link), named by the plate, that opens it.
 * Memoised: a menu of 2,000 plates re-renders only the cards whose props changed (the one whose
 * quantity in the cart did), given stable props (`plate`, `indicators`, `onOpen`).
 */
export const PlateCard = memo(function PlateCard({
  plate,
  imageUrl,
  imagePending = false,
  indicators = [],
  quantityInCart = 0,
  country = DEFAULT_COUNTRY,
  layout = 'row',
  href,
  onOpen,
  headingLevel = 3,
}: PlateCardProps) {
  const id = useId();
  const prices = plateCardPrices(plate);
  const pill = discountPillText(plate.discount, prices, country);
  const discounted = prices !== null && prices.price < prices.originalPrice;
  const spread = indicators.length <= INDICATORS_SPREAD_THRESHOLD;
  const ids = {
    description: `${id}-description`,
    prices: `${id}-prices`,
    indicators: `${id}-indicators`,
    inCart: `${id}-in-cart`,
  };
  // The control's name is the plate's name; price, indicators, units in the cart and the
  // description are its description, read after it.
  const describedBy = [
    prices && ids.prices,
    indicators.length > 0 && ids.indicators,
    quantityInCart > 0 && ids.inCart,
    plate.description && ids.description,
  ]
    .filter(Boolean)
    .join(' ');
  const size = PLATE_CARD_IMAGE_SIZE[layout];
  const hasMedia = Boolean(imageUrl) || imagePending;
  const Heading = `h${headingLevel}` as const;
  const actionProps = {
    className: styles.action,
    'data-slot': 'plate-card-action',
    // Found again by the plate's id when focus comes back to it and the card was drawn anew.
    'data-plate-id': plate.id,
    'aria-describedby': describedBy || undefined,
    onClick: () => onOpen?.(plate),
  } as const;

  const inCartBadge = quantityInCart > 0 && (
    <span
      id={ids.inCart}
      className={[styles.quantityBadge, hasMedia ? '' : styles.quantityBadgeAlone].join(' ')}
      data-slot="plate-card-quantity"
    >
      <span aria-hidden="true">{quantityInCart}</span>
      <VisuallyHidden>{plateCardMessages.inCart(quantityInCart)}</VisuallyHidden>
    </span>
  );

  return (
    <div
      className={styles.card({ layout })}
      data-slot="plate-card"
      data-state={quantityInCart > 0 ? 'in-cart' : 'idle'}
    >
      <div className={styles.body}>
        <Heading className={styles.name}>
          {href !== undefined ? (
            <a href={href} {...actionProps}>
              {plate.showName}
            </a>
          ) : (
            <button type="button" {...actionProps}>
              {plate.showName}
            </button>
          )}
        </Heading>
        {plate.description && (
          <p id={ids.description} className={styles.description}>
            {plate.description}
          </p>
        )}
        {indicators.length > 0 && (
          <div
            id={ids.indicators}
            className={styles.indicators}
            data-slot="plate-card-indicators"
            data-state={spread ? 'spread' : 'short'}
          >
            {indicators.map((indicator) => {
              const colors = resolveIndicatorColors(indicator.color);
              return spread ? (
                <Badge key={indicator.id} colors={colors}>
                  {indicator.name}
                </Badge>
              ) : (
                <span key={indicator.id} title={indicator.name}>
                  <span
                    aria-hidden="true"
                    className={styles.shortIndicator}
                    style={{ backgroundColor: colors.background, color: colors.text }}
                  >
                    {indicator.shortName}
                  </span>
                  <VisuallyHidden>{indicator.name}</VisuallyHidden>
                </span>
              );
            })}
          </div>
        )}
        {prices && (
          <p id={ids.prices} className={styles.prices} data-slot="plate-card-prices">
            <span className={styles.price}>{formatMinorUnits(prices.price, country)}</span>
            {discounted && (
              <s className={styles.originalPrice}>
                <VisuallyHidden>{plateCardMessages.originalPrice} </VisuallyHidden>
                {formatMinorUnits(prices.originalPrice, country)}
              </s>
            )}
            {pill && <Badge tone="main">{pill}</Badge>}
          </p>
        )}
      </div>
      {hasMedia ? (
        <div className={styles.media({ layout })}>
          {imageUrl ? (
            <PlateImage
              className={styles.image({ layout })}
              src={imageUrl}
              loading="lazy"
              decoding="async"
              width={size.width}
              height={size.height}
            />
          ) : (
            <span className={styles.image({ layout })} data-slot="plate-card-image-pending" />
          )}
          {inCartBadge}
        </div>
      ) : (
        inCartBadge
      )}
    </div>
  );
});
