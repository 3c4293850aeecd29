export {
  StatusScreen,
  type StatusScreenAction,
  type StatusScreenIcon,
  type StatusScreenProps,
  type StatusScreenTone,
  statusScreenIcons,
  statusScreenTones,
} from './StatusScreen.tsx';
