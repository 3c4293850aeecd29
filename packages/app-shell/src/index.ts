export {
  BranchScope,
  type BranchScopeValue,
  PageLoading,
  type UnknownBranchScreen,
  useBranchScope,
} from './BranchScope.tsx';
export { Providers } from './Providers.tsx';
export { registerServiceWorker } from './register-service-worker.ts';
