export type { SizeOption, SizePickerProps } from './SizePicker';
export { SIZE_PICKER_LABEL, SizePicker } from './SizePicker';
export { autoSelectedSize, isSizeLowStock, isSizeSoldOut, orderSizes } from './sizes';
