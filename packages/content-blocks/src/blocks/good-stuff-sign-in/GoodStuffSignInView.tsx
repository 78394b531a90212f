import { AccountLink, SignedOutOnly, SignInFormSlot } from '../../shared/accountForms';
import * as styles from './GoodStuffSignIn.css';
import { CREATE_ACCOUNT_PATH } from './paths';
import type { GoodStuffSignInEntry } from './schema';

/** The parsed entry (`goodStuffSignInSchema.parse(entry)`): defaults are applied by the schema. */
export type GoodStuffSignInProps = GoodStuffSignInEntry;

/**
 * The Good Stuff sign-in block (spec 002 §2 "Sign-in block", §6), loaded on demand by `GoodStuffSignIn`. It uses
 * three small client parts from `shared/accountForms`: `SignedOutOnly` (nothing for a signed-in visitor), `SignInFormSlot` (the
 * host's login form from `AccountFormsProvider`, else a 'Sign In' link to /login) and `AccountLink` (the Create
 * account button to /create-account, through the host's `localizeHref`).
 *
 * Layout: the heading (`title`), the optional `message`, the login form, a divider, the `footerTitle` and the
 * Create account button. Readings: the footer title is a paragraph (it introduces the button, it heads no
 * section); once the form reports a sign-in the block hides itself.
 */
export function GoodStuffSignInView({
  title,
  message,
  footerTitle,
  createAccountText,
}: GoodStuffSignInProps) {
  return (
    <SignedOutOnly>
      <section className={styles.block} aria-label={title} data-block="good-stuff-sign-in">
        <h2 className={styles.title}>{title}</h2>
        {message ? <p className={styles.message}>{message}</p> : null}
        <div>
          <SignInFormSlot fallbackText="Sign In" fallbackClassName={styles.signInButton} />
        </div>
        <hr className={styles.divider} />
        <div className={styles.footer}>
          <p className={styles.footerTitle}>{footerTitle}</p>
          <AccountLink path={CREATE_ACCOUNT_PATH} className={styles.createAccountButton}>
            {createAccountText}
          </AccountLink>
        </div>
      </section>
    </SignedOutOnly>
  );
}
