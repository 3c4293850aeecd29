export {
  type BranchCardItem,
  BranchCards,
  type BranchCardsProps,
  type BranchCardsStatus,
  branchCardsStatuses,
} from './BranchCards.tsx';
