export {
  BranchContactSelector,
  type BranchContactSelectorProps,
  type BranchContactSelectorStatus,
  branchContactSelectorStatuses,
  type SelectorOrderMode,
  type SelectorStore,
} from './BranchContactSelector.tsx';
