export type { QuantityStepperProps } from './QuantityStepper';
export { DECREASE_QUANTITY_LABEL, INCREASE_QUANTITY_LABEL, QuantityStepper } from './QuantityStepper';
export type { QuantityBounds, QuantityBoundsInput } from './quantity';
export { DEFAULT_MIN_QUANTITY, quantityBounds } from './quantity';
