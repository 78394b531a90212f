export type { PasswordFieldProps } from './PasswordField';
export {
  HIDE_PASSWORD_LABEL,
  PASSWORD_HIDDEN_MESSAGE,
  PASSWORD_SHOWN_MESSAGE,
  PasswordField,
  SHOW_PASSWORD_LABEL,
} from './PasswordField';
