import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { textWithDefault } from '../../site/fields';
import { SIGN_IN_PANEL_DEFAULTS } from '../../site/good-stuff-side-sign-in/defaults';

export const GOOD_STUFF_SIGN_IN = 'good-stuff-sign-in';
export const goodStuffSignInSchemaId = blockSchemaId(GOOD_STUFF_SIGN_IN);

export { CREATE_ACCOUNT_PATH } from './paths';

/** The Create account button's default text (spec 002 §2 names the button 'Create account'). */
export const CREATE_ACCOUNT_TEXT = 'Create account';

/**
 * Spec 002 §2 "Sign-in block: login form, a divider, a footer title and a Create account button", and "The
 * sign-in block has a Create account button linking to /create-account". The spec lists no fields for it, so the
 * content model is our reading:
 *
 * - `title`: the block's heading, default 'Sign In To Get The Good Stuff' (the sign-in panel's heading, spec 001
 *   §2 `SIGN_IN_PANEL_DEFAULTS.signInHeading`).
 * - `message`: optional text under the heading.
 * - `footerTitle`: the title under the divider, default 'Not a member?' (the panel's prompt under its login form).
 * - `createAccountText`: the button's text, default 'Create account'. Its link is fixed at /create-account (the
 *   spec's), in the visitor's market; no link field.
 * - Blank texts take the defaults. The login form is the host app's (`AccountFormsProvider`); the block is not
 *   shown to a signed-in visitor (spec 002 §6).
 */
export const goodStuffSignInSchema = z.object({
  _meta: entryMeta(goodStuffSignInSchemaId),
  title: textWithDefault(SIGN_IN_PANEL_DEFAULTS.signInHeading),
  message: z.string().trim().optional(),
  footerTitle: textWithDefault(SIGN_IN_PANEL_DEFAULTS.signInFooterPrompt),
  createAccountText: textWithDefault(CREATE_ACCOUNT_TEXT),
});

/** What an editor may send (defaults not applied yet). */
export type GoodStuffSignInInput = z.input<typeof goodStuffSignInSchema>;
/** A parsed entry: the component's props. */
export type GoodStuffSignInEntry = z.output<typeof goodStuffSignInSchema>;
