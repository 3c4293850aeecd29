export { AccountDrawer, type AccountDrawerProps, AccountDrawerTrigger, type AccountUser } from './AccountDrawer.tsx';
