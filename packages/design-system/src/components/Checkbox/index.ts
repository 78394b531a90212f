export type { CheckboxGroupOrientation, CheckboxGroupProps, CheckboxProps } from './Checkbox';
export { Checkbox, CheckboxGroup } from './Checkbox';
