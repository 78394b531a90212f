// Zod-free: client components import these defaults (the schema beside it pulls zod).

/**
 * Spec 001 §2 "Side panels", sign-in panel defaults, letter for letter. The prompts ('Already a member?' under
 * the sign-up form, 'Not a member?' under the sign-in form) and the thank-you title have no content field in
 * spec 001 §3, so they are fixed texts the panel shows.
 */
export const SIGN_IN_PANEL_DEFAULTS = {
  title: 'Sign Up, Get Good Stuff',
  signInHeading: 'Sign In To Get The Good Stuff',
  signUpFooterPrompt: 'Already a member?',
  signInFooterPrompt: 'Not a member?',
  thankYouTitle: 'Thanks for signing up',
  containerBackgroundColor: '#64E6D6',
} as const;

/** Spec 001 §2: default targets of the thank-you button (/womens) and the optional button (/browse). */
export const SIGN_UP_DEFAULT_LINKS = { thankYouCTA: '/womens', optionalCTA: '/browse' } as const;
