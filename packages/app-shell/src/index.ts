export {
  BranchScope,
  type BranchScopeValue,
  PageLoading,
  type UnknownBranchScreen,
  useBranchScope,
} from './BranchScope.tsx';
export { FocusOnNavigation } from './FocusOnNavigation.tsx';
export { Providers } from './Providers.tsx';
export { registerServiceWorker } from './register-service-worker.ts';
