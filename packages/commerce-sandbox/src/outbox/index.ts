export {
  marketPath,
  orderMail,
  orderMailSubject,
  RESET_MAIL_SUBJECT,
  resetLink,
  resetMail,
  WELCOME_MAIL_SUBJECT,
  welcomeMail,
} from './mails';
export {
  createSandboxOutbox,
  extractLinks,
  type ListOutboxOptions,
  linkOf,
  listOutbox,
  OUTBOX_LIST_DEFAULT,
  OUTBOX_LIST_MAX,
  type OutboxMail,
  type OutgoingMail,
  type SandboxOutbox,
  sendMail,
  sendMailQuietly,
} from './outbox';
export { OUTBOX_TABLES, OUTBOX_TABLES_DOWN } from './tables';
