export {
  CATEGORY_IMAGE_SIZE,
  CategoryHeader,
  type CategoryHeaderProps,
  CategorySection,
  type CategorySectionProps,
  type CategoryTheme,
  categoryThemes,
} from './CategorySection.tsx';
