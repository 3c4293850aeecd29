export { ClosedBanner, type ClosedBannerProps } from './ClosedBanner.tsx';
