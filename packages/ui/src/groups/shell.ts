/** The "Shell" and "Choosing" groups: the page frame, the branch header and the store choice. */
export {
  AccountDrawer,
  type AccountDrawerProps,
  AccountDrawerTrigger,
  type AccountUser,
} from '../components/AccountDrawer/index.ts';
export {
  type BranchCardItem,
  BranchCards,
  type BranchCardsProps,
  type BranchCardsStatus,
  branchCardsStatuses,
} from '../components/BranchCards/index.ts';
export {
  BranchContactSelector,
  type BranchContactSelectorProps,
  type BranchContactSelectorStatus,
  branchContactSelectorStatuses,
  type SelectorOrderMode,
  type SelectorStore,
} from '../components/BranchContactSelector/index.ts';
export { ClosedBanner, type ClosedBannerProps } from '../components/ClosedBanner/index.ts';
export { Header, type HeaderOrderMode, type HeaderProps, type HeaderSocial } from '../components/Header/index.ts';
export {
  type DelayRange,
  type DeliveryZoneProblem,
  deliveryZoneMessages,
  deliveryZoneProblems,
  InfoTable,
  type InfoTableKind,
  type InfoTableProps,
  infoTableKinds,
  infoTableMessages,
} from '../components/InfoTable/index.ts';
export { PageLayout, type PageLayoutProps } from '../components/PageLayout/index.ts';
export { PromotionalBanner, type PromotionalBannerProps } from '../components/PromotionalBanner/index.ts';
export {
  StatusScreen,
  type StatusScreenAction,
  type StatusScreenIcon,
  type StatusScreenProps,
  type StatusScreenTone,
  statusScreenIcons,
  statusScreenTones,
} from '../components/StatusScreen/index.ts';
export { StoreCard, type StoreCardProps } from '../components/StoreCard/index.ts';
