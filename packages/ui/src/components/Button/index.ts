export { Button, type ButtonProps, type ButtonTone, buttonTones } from './Button.tsx';
