export {
  SubmitOrderButton,
  type SubmitOrderButtonProps,
  submitOrderButtonTexts,
  submitOrderLabel,
} from './SubmitOrderButton.tsx';
