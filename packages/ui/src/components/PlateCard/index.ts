export { PLATE_CARD_IMAGE_SIZE, type PlateCardLayout, plateCardLayouts } from './layout.ts';
export {
  discountPillText,
  INDICATORS_SPREAD_THRESHOLD,
  PlateCard,
  type PlateCardItem,
  type PlateCardProps,
  type PlateIndicator,
  plateCardMessages,
  plateCardPrices,
} from './PlateCard.tsx';
