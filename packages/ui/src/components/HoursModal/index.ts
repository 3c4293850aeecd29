export { HoursModal, type HoursModalOrderMode, type HoursModalProps, hoursModalTexts } from './HoursModal.tsx';
export { LazyHoursModal } from './LazyHoursModal.tsx';
