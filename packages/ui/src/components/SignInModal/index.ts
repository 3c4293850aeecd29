export { type SignInCredentials, SignInModal, type SignInModalProps, signInModalTexts } from './SignInModal.tsx';
