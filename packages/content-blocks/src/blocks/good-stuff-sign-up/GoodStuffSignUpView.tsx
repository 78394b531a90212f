'use client';

import {
  IMAGE_WIDTHS,
  imageAltText,
  imageSrcSet,
  imageUrl,
  signUpCallToActionShown,
} from '@wardrobe/domain-rules';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { AccountLink, useAccountForms } from '../../shared/accountForms';
import type { CallToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import { SIGN_IN_PANEL_DEFAULTS } from '../../site/good-stuff-side-sign-in/defaults';
import { inkOn } from '../../site/shared/colour';
import * as styles from './GoodStuffSignUp.css';
import type { GoodStuffSignUpEntry } from './schema';

/** The parsed entry (`goodStuffSignUpSchema.parse(entry)`): defaults are applied by the schema. */
export type GoodStuffSignUpProps = GoodStuffSignUpEntry;

export type GoodStuffSignUpStep = 'form' | 'thankYou';

/** The picture's intrinsic box: 4:3, so the browser reserves its space before it arrives (no layout shift). */
export const GOOD_STUFF_SIGN_UP_IMAGE_SIZE = { width: 800, height: 600 } as const;
const SIZES = '(min-width: 768px) 50vw, 100vw';
const SRC_WIDTH = IMAGE_WIDTHS.card.find((width) => width >= 768) ?? 768;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A call to action as a link styled as the design system's button; `null` unless text and link exist (§5). */
function CallToActionLink({
  cta,
  fallbackStyle,
}: {
  cta: CallToAction;
  fallbackStyle: 'primary' | 'tertiary';
}) {
  if (!signUpCallToActionShown(cta) || !cta.buttonText || !cta.buttonLink) return null;
  const buttonStyle = cta.buttonStyle || fallbackStyle;
  return (
    <a
      href={cta.buttonLink}
      id={cta.customId || undefined}
      className={styles.buttons[buttonStyle]}
      data-button-style={buttonStyle}
    >
      {cta.buttonText}
    </a>
  );
}

/**
 * The Good Stuff loyalty sign-up block (spec 002 §2, §3 "Sign-up block", §4, §5, §9). A client component: it
 * holds the view.
 *
 * - Form view first: the title, the host's registration form (`SignUpForm` from `AccountFormsProvider`; without
 *   one a 'Join Good Stuff' link to /create-account) and the members' prompt (signInHeading, signInMessage,
 *   signInCTA).
 * - On registration success (`onRegistered`) the form goes, the thank-you view shows ('Thanks for signing up',
 *   thankYouMessage, thankYouCTA and optionalCTA), the page scrolls smoothly to the block ('auto' under
 *   prefers-reduced-motion) and focus moves to the thank-you heading, so screen readers announce it.
 * - Buttons show only with text and link (domain-rules `signUpCallToActionShown`).
 *
 * Readings: the members' prompt shows only when its button does (a heading inviting members to sign in with no
 * way to do so helps no one), and only in the form view. Content links are used as the editor gave them (the
 * market's entry holds the market's links); the fallback's fixed /create-account goes through `localizeHref`.
 * The image's alt is `imgAltText`, else the image's own, else '' (decorative).
 */
export function GoodStuffSignUpView(props: GoodStuffSignUpProps) {
  const {
    containerBackgroundColor,
    title,
    thankYouMessage,
    image,
    imgAltText,
    thankYouCTA,
    optionalCTA,
    signInHeading,
    signInMessage,
    signInCTA,
  } = props;
  const { SignUpForm } = useAccountForms();
  const [view, setView] = useState<GoodStuffSignUpStep>('form');
  const registered = useRef(false);
  const blockRef = useRef<HTMLElement>(null);
  const thankYouRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const onRegistered = useCallback(() => {
    registered.current = true;
    setView('thankYou');
  }, []);

  useEffect(() => {
    if (view !== 'thankYou' || !registered.current) return;
    registered.current = false;
    blockRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
    // The scroll is ours: focusing must not jump there first.
    thankYouRef.current?.focus({ preventScroll: true });
  }, [view]);

  const src = image ? imageUrl(image, { width: SRC_WIDTH }) : '';
  const paper = containerBackgroundColor;
  const style = inlineVars({ [styles.inkVar]: inkOn(paper), [styles.paperVar]: paper });
  const signInShown = signUpCallToActionShown(signInCTA);

  return (
    <section
      ref={blockRef}
      className={src === '' ? `${styles.block} ${styles.blockWithoutImage}` : styles.block}
      style={style}
      aria-labelledby={headingId}
      data-block="good-stuff-sign-up"
      data-view={view}
    >
      {src !== '' && (
        // biome-ignore lint/performance/noImgElement: a plain picture; the content blocks serve any React app.
        <img
          className={styles.picture}
          src={src}
          srcSet={imageSrcSet(image, IMAGE_WIDTHS.card)}
          sizes={SIZES}
          width={GOOD_STUFF_SIGN_UP_IMAGE_SIZE.width}
          height={GOOD_STUFF_SIGN_UP_IMAGE_SIZE.height}
          alt={imageAltText(imgAltText, image)}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.content}>
        {view === 'form' ? (
          <>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <div className={styles.form}>
              {SignUpForm ? (
                <SignUpForm onRegistered={onRegistered} />
              ) : (
                <AccountLink
                  path="/create-account"
                  className={styles.buttons.primary}
                  data-fallback="create-account"
                >
                  Join Good Stuff
                </AccountLink>
              )}
            </div>
            {signInShown && (
              <div className={styles.signIn}>
                <h3 className={styles.signInHeading}>{signInHeading}</h3>
                {signInMessage ? <p className={styles.message}>{signInMessage}</p> : null}
                <CallToActionLink cta={signInCTA} fallbackStyle="tertiary" />
              </div>
            )}
          </>
        ) : (
          <>
            <h2 id={headingId} ref={thankYouRef} tabIndex={-1} className={styles.title}>
              {SIGN_IN_PANEL_DEFAULTS.thankYouTitle}
            </h2>
            {thankYouMessage ? <p className={styles.message}>{thankYouMessage}</p> : null}
            {(signUpCallToActionShown(thankYouCTA) || signUpCallToActionShown(optionalCTA)) && (
              <div className={styles.actions}>
                <CallToActionLink cta={thankYouCTA} fallbackStyle="primary" />
                <CallToActionLink cta={optionalCTA} fallbackStyle="primary" />
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
