export { CategoryChips, type CategoryChipsProps, categoryChipsMessages } from './CategoryChips.tsx';
