export type { SelectItemProps, SelectProps } from './Select';
export { Select, SelectItem } from './Select';
