export {
  CATEGORY_IMAGE_SIZE,
  CategorySection,
  type CategorySectionProps,
  type CategoryTheme,
  categoryThemes,
} from './CategorySection.tsx';
