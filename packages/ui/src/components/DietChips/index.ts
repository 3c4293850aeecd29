export { DietChips, type DietChipsProps, dietChipsMessages } from './DietChips.tsx';
export { DietChipsSpace } from './DietChipsSpace.tsx';
