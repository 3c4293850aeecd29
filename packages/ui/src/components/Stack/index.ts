export { Stack, type StackGap, type StackProps, stackGaps } from './Stack.tsx';
