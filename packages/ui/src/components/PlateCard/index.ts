export {
  discountPillText,
  INDICATORS_SPREAD_THRESHOLD,
  PLATE_CARD_IMAGE_SIZE,
  PlateCard,
  type PlateCardItem,
  type PlateCardLayout,
  type PlateCardProps,
  type PlateIndicator,
  plateCardLayouts,
  plateCardMessages,
  plateCardPrices,
} from './PlateCard.tsx';
