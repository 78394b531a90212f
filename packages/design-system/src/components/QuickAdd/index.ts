export type { QuickAddOption, QuickAddProps } from './QuickAdd';
export { LENGTH_PICKER_LABEL, QUICK_ADD_LOADING_TEXT, QUICK_ADD_TEXT, QuickAdd } from './QuickAdd';
