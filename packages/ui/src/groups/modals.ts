/** The "Modals" and "Address" groups (story titles `Modals/…` and `Address/…`). */
export * from '../components/AddressMap/index.ts';
export * from '../components/AddressModal/index.ts';
export * from '../components/AddressSearch/index.ts';
export * from '../components/CardPaymentModal/index.ts';
export * from '../components/ClosedStoreModal/index.ts';
export * from '../components/ConfirmModal/index.ts';
export * from '../components/DeliveryCodeModal/index.ts';
export * from '../components/HoursModal/index.ts';
export * from '../components/InstallAppModal/index.ts';
export * from '../components/MyOrdersModal/index.ts';
export * from '../components/PhoneInput/index.ts';
export * from '../components/ReportErrorModal/index.ts';
export * from '../components/RewardSignupModal/index.ts';
export * from '../components/SignInModal/index.ts';
