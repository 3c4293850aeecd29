export { InstallAppModal, type InstallAppModalProps, installAppModalTexts } from './InstallAppModal.tsx';
