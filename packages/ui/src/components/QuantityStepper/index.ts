export {
  type QuantityLimit,
  QuantityStepper,
  type QuantityStepperProps,
  type QuantityStepperSize,
  quantityStepperLabels,
  quantityStepperSizes,
} from './QuantityStepper.tsx';
