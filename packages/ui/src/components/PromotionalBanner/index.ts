export { PromotionalBanner, type PromotionalBannerProps } from './PromotionalBanner.tsx';
