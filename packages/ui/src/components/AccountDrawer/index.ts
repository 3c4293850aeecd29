export { AccountDrawer, type AccountDrawerProps, type AccountUser } from './AccountDrawer.tsx';
export { AccountDrawerTrigger } from './AccountDrawerTrigger.tsx';
