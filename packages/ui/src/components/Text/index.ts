export { Text, type TextProps, type TextSize, type TextTone, textSizes, textTones } from './Text.tsx';
