export {
  BranchScope,
  type BranchScopeValue,
  type UnknownBranchScreen,
  useBranchScope,
} from './BranchScope.tsx';
export { FocusOnNavigation } from './FocusOnNavigation.tsx';
export { PageLoading } from './PageLoading.tsx';
export { Providers } from './Providers.tsx';
export { registerServiceWorker } from './register-service-worker.ts';
