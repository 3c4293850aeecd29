// Loaded on demand by `useCartRecovery`: checking the link's phone needs libphonenumber-js
// (≈ 48 KB gzip), which the menu should not ship to every diner for the few who follow a
// recovery link (the byte budgets).
export { recoveryPhone } from '@comanda/domain/cart';
