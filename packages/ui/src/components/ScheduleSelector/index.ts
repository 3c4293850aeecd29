export {
  ScheduleSelector,
  type ScheduleSelectorProps,
  type ScheduleSelectorState,
  scheduleSelectorStates,
  scheduleSelectorTexts,
} from './ScheduleSelector.tsx';
