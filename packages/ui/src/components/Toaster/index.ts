export { MAX_VISIBLE_TOASTS, notify, TOAST_DURATION_MS, Toaster } from './Toaster.tsx';
