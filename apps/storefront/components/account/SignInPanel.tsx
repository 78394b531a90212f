'use client';

import type { GoodStuffSideSignInEntry } from '@wardrobe/content-blocks';
import { Button, ButtonLink, SidePanel } from '@wardrobe/design-system';
import { localizePath, signUpCallToActionShown } from '@wardrobe/domain-rules';
import { useAccount } from '../../lib/account/store';
import { useFrame } from '../../lib/frame-store';
import type { ClientMarket } from '../frame/types';
import { LoginForm } from './LoginForm';
import { RegistrationForm } from './RegistrationForm';

/**
 * The sign-in panel's fixed texts (content-blocks `SIGN_IN_PANEL_DEFAULTS`, spec 001 §2): the footer prompts and the
 * thank-you title have no content field. Passed in by the server frame, so the panel's chunk carries no schemas.
 */
export interface SignInPanelTexts {
  signUpFooterPrompt: string;
  signInFooterPrompt: string;
  thankYouTitle: string;
}

type CallToAction = GoodStuffSideSignInEntry['thankYouCTA'];

/**
 * Spec 001 §2 and §4: the sign-in panel. Sign-up view (the entry's title, the registration form, Cancel, 'Already
 * a member?' 'Sign In'); sign-in view (its sign-in heading and message, the login form, 'Not a member?' 'Join
 * Now'); the thank-you view after registering (title, the entry's message, two buttons that close the panel).
 * A successful sign-in closes it (the session store pushed `login`). The entry's background colours a band at the
 * panel's top (reading: the panel body stays white, so the forms keep their contrast whatever colour editors pick).
 * Reading: the entry's image is left for the Good Stuff blocks (issue 20 item 8); the panel shows texts only.
 */
export function SignInPanel({
  market,
  entry,
  texts,
  isOpen,
  onClose,
}: {
  market: ClientMarket;
  /** The `good-stuff-side-sign-in` entry, parsed with its defaults (the frame parses an empty one without it). */
  entry: GoodStuffSideSignInEntry;
  texts: SignInPanelTexts;
  isOpen: boolean;
  onClose: () => void;
}) {
  const type = useFrame((s) => s.signInType);
  const signedUp = useFrame((s) => s.signedUp);
  const toggleSignIn = useFrame((s) => s.toggleSignIn);
  const setSignedUp = useFrame((s) => s.setSignedUp);
  const openPanel = useFrame((s) => s.openPanel);
  const registerSimple = useAccount((s) => s.registerSimple);
  const view = type === 'create' ? (signedUp ? 'thank-you' : 'create') : 'signin';
  const title =
    view === 'thank-you' ? texts.thankYouTitle : view === 'create' ? entry.title : entry.signInHeading;
  const href = (path: string) => (path.startsWith('/') ? localizePath(path, market.code) : path);

  return (
    <SidePanel
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className="sign-in-panel">
        <div
          className="sign-in-panel__band"
          aria-hidden="true"
          style={{ backgroundColor: entry.containerBackgroundColor }}
        />
        {view === 'signin' && (
          <>
            {entry.signInMessage && <p className="sign-in-panel__message">{entry.signInMessage}</p>}
            <LoginForm
              forgotPasswordHref={href('/forgot-password')}
              onForgotPassword={() => openPanel('forgotPassword')}
              onSignedIn={onClose}
            />
            <p className="sign-in-panel__footer">
              {texts.signInFooterPrompt}{' '}
              <Button variant="tertiary" onPress={() => toggleSignIn('create')}>
                Join Now
              </Button>
            </p>
          </>
        )}
        {view === 'create' && (
          <>
            <RegistrationForm
              onRegister={async (values) => {
                await registerSimple(values);
              }}
              onRegistered={setSignedUp}
              privacyPolicyHref={href('/privacy-policy')}
              termsHref={href('/website-terms-of-use')}
            />
            <Button variant="secondary" onPress={onClose}>
              Cancel
            </Button>
            <p className="sign-in-panel__footer">
              {texts.signUpFooterPrompt}{' '}
              <Button variant="tertiary" onPress={() => toggleSignIn('signin')}>
                Sign In
              </Button>
            </p>
          </>
        )}
        {view === 'thank-you' && (
          <>
            {entry.thankYouMessage && <p className="sign-in-panel__message">{entry.thankYouMessage}</p>}
            <div className="sign-in-panel__actions">
              {[entry.thankYouCTA, entry.optionalCTA].map((cta: CallToAction) =>
                signUpCallToActionShown(cta) ? (
                  <ButtonLink
                    key={`${cta.buttonText}-${cta.buttonLink}`}
                    variant={cta.buttonStyle || 'primary'}
                    href={href(cta.buttonLink ?? '/')}
                    onPress={onClose}
                  >
                    {cta.buttonText}
                  </ButtonLink>
                ) : null,
              )}
            </div>
          </>
        )}
      </div>
    </SidePanel>
  );
}
