export { PendingSteps, type PendingStepsProps } from './PendingSteps.tsx';
