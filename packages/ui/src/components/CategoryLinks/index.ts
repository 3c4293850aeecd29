export {
  type CategoryLinkItem,
  CategoryLinks,
  type CategoryLinksProps,
  categoryLinksMessages,
} from './CategoryLinks.tsx';
export { LazyCategoryLinks } from './LazyCategoryLinks.tsx';
