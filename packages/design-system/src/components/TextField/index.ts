export type { FieldErrorMessage, LabelVisibility, TextFieldProps } from './TextField';
export { TextField } from './TextField';
