export {
  navigatorVibrate,
  SLIDER_KEYBOARD_STEP,
  SlideToConfirm,
  type SlideToConfirmProps,
  type SlideToConfirmState,
  slideToConfirmStates,
  type Vibrate,
} from './SlideToConfirm.tsx';
