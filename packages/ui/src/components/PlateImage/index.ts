export { PLATE_IMAGE_PLACEHOLDER, PlateImage, type PlateImageProps } from './PlateImage.tsx';
