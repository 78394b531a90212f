export { NativeDialog, type NativeDialogProps } from './NativeDialog';
