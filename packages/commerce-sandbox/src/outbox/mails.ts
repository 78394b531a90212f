import { localizePath, MARKETS } from '@wardrobe/domain-rules';
import type { OutgoingMail } from './outbox';

/**
 * The mails the sandbox sends, with root-relative links in the market the request came from (the channel's:
 * 1 UK without a prefix, 2 `/eu`, 3 `/us`), as the hosted checkout's address is made (operations/checkout.ts).
 * Reading: the spec shows none of these mails; subjects and texts are ours, and only the links are relied on
 * (a reset link contains `/updatePassword`, contracts/sandbox-seams.md).
 */
export function marketPath(path: string, channelId: number): string {
  return localizePath(path, MARKETS.find((m) => m.channelId === channelId)?.code ?? 'en');
}

export const RESET_MAIL_SUBJECT = 'Reset your password';
export const WELCOME_MAIL_SUBJECT = 'Welcome to Good Stuff';
export const orderMailSubject = (orderId: number) => `Your order ${orderId}`;

/** The change-password page's address for a reset token (spec 001 §2 `/updatePassword`). */
export function resetLink(token: string, channelId: number): string {
  return `${marketPath('/updatePassword', channelId)}?token=${encodeURIComponent(token)}`;
}

export function resetMail(
  to: string,
  firstName: string,
  token: string,
  channelId: number,
  ttlMinutes: number,
): OutgoingMail {
  return {
    to,
    subject: RESET_MAIL_SUBJECT,
    text: [
      `Hello ${firstName},`,
      '',
      'We received a request to reset the password of your account. Choose a new password here:',
      '',
      resetLink(token, channelId),
      '',
      `The link works once, for ${ttlMinutes} minutes. If you did not ask for a new password, you can ignore this email: your password stays as it is.`,
    ].join('\n'),
  };
}

export function welcomeMail(to: string, firstName: string, channelId: number): OutgoingMail {
  return {
    to,
    subject: WELCOME_MAIL_SUBJECT,
    text: [
      `Hello ${firstName},`,
      '',
      'Thanks for signing up! Your account is ready, with Good Stuff just for you.',
      '',
      `Your account: ${marketPath('/my-account', channelId)}`,
    ].join('\n'),
  };
}

export function orderMail(to: string, orderId: number, channelId: number): OutgoingMail {
  return {
    to,
    subject: orderMailSubject(orderId),
    text: [
      'Thank you for your order.',
      '',
      `Your order number is ${orderId}. See it here:`,
      '',
      `${marketPath('/order-confirmation', channelId)}?order=${orderId}`,
    ].join('\n'),
  };
}
