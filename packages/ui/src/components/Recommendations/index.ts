export {
  RECOMMENDATION_IMAGE_SIZE,
  Recommendations,
  type RecommendationsProps,
  type RecommendedPlate,
  recommendationsMessages,
  UPSELL_LIST_LIMIT,
} from './Recommendations.tsx';
