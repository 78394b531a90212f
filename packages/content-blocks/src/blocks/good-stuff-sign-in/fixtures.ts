import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { goodStuffSignInSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(goodStuffSignInSchemaId, name, deliveryKey, id);

/**
 * Named entries of the Good Stuff sign-in block: the single source for stories, tests and demo pages. Names
 * starting with `invalid` must be refused by the schema (src/fixtures.test.ts).
 */
export const goodStuffSignInFixtures = {
  default: {
    _meta: meta('Good Stuff sign-in', 'uk/good-stuff-sign-in', 'c0ffee00-0000-4000-8000-000000022001'),
    title: 'Sign In To Get The Good Stuff',
    message: 'Your offers and perks, all in one place.',
    footerTitle: 'Not a member?',
    createAccountText: 'Create account',
  },
  /** Only `_meta`: the heading, footer title and button text take their defaults; no message. */
  defaultsOnly: {
    _meta: meta(
      'Good Stuff sign-in, defaults',
      'uk/good-stuff-sign-in-defaults',
      'c0ffee00-0000-4000-8000-000000022002',
    ),
  },
  /** The editor's own texts; blank ones fall back to the defaults. */
  customTexts: {
    _meta: meta('Sign-in, own texts', 'eu/good-stuff-sign-in-custom', 'c0ffee00-0000-4000-8000-000000022003'),
    title: 'Welcome back',
    message: 'Sign in to see this week’s offers.',
    footerTitle: 'New here?',
    createAccountText: '   ',
  },

  invalidTitle: {
    _meta: meta('Title as a list', 'uk/broken-sign-in-title', 'c0ffee00-0000-4000-8000-000000022f01'),
    title: ['Sign in'],
  },
  invalidMessage: {
    _meta: meta('Message as a number', 'uk/broken-sign-in-message', 'c0ffee00-0000-4000-8000-000000022f02'),
    message: 42,
  },
  invalidWrongSchema: {
    _meta: { schema: 'https://schema.wardrobe.shop/blocks/good-stuff-sign-up', name: 'A sign-up entry' },
  },
  invalidMissingMeta: { title: 'No _meta at all' },
} as const satisfies Record<string, UnknownEntry>;

export type GoodStuffSignInFixtureName = keyof typeof goodStuffSignInFixtures;
