export { BranchScope, type BranchScopeValue, useBranchScope } from './BranchScope.tsx';
export { FocusOnNavigation } from './FocusOnNavigation.tsx';
export { PageLoading } from './PageLoading.tsx';
export { Providers } from './Providers.tsx';
export { registerServiceWorker } from './register-service-worker.ts';
export { StatusPage, UnknownBranchPage, type UnknownBranchScreen } from './StatusPage.tsx';
