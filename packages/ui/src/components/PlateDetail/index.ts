export { LazyPlateDetail, preloadPlateDetail } from './LazyPlateDetail.tsx';
export {
  PLATE_DETAIL_IMAGE_SIZE,
  PlateDetail,
  type PlateDetailIndicators,
  type PlateDetailProps,
  type PlateDetailVariant,
  plateDetailMessages,
  plateDetailVariants,
  plateLineTotal,
} from './PlateDetail.tsx';
