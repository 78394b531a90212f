import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { goodStuffSignUpSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(goodStuffSignUpSchemaId, name, deliveryKey, id);

/**
 * Named entries of the Good Stuff sign-up block: the single source for stories, tests and demo pages. Names
 * starting with `invalid` must be refused by the schema (src/fixtures.test.ts). Backgrounds are chosen so that
 * the text colour the block picks reads at 4.5:1 or more.
 */
export const goodStuffSignUpFixtures = {
  default: {
    _meta: meta('Good Stuff sign-up', 'uk/good-stuff-sign-up', 'c0ffee00-0000-4000-8000-000000021001'),
    title: 'Sign Up, Get Good Stuff',
    thankYouMessage: 'Your welcome treat is waiting in your account.',
    image: fixtureImage('good-stuff-sign-up'),
    imgAltText: 'Good Stuff members’ perks',
    thankYouCTA: { buttonText: 'Shop Womens', buttonLink: '/womens' },
    optionalCTA: { buttonText: 'Browse everything', buttonLink: '/browse' },
    signInHeading: 'Sign In To Get The Good Stuff',
    signInMessage: 'Already a member? Your offers and perks are waiting.',
    signInCTA: { buttonText: 'Sign In', buttonLink: '/login' },
  },
  /** Only `_meta`: every default applies (title, teal background, button styles and links); no button shows. */
  defaultsOnly: {
    _meta: meta(
      'Good Stuff sign-up, defaults',
      'uk/good-stuff-sign-up-defaults',
      'c0ffee00-0000-4000-8000-000000021002',
    ),
  },
  /** No image: the text takes the whole width. The image's own alt would be the fallback of `imgAltText`. */
  noImage: {
    _meta: meta(
      'Sign-up without a picture',
      'uk/good-stuff-sign-up-no-image',
      'c0ffee00-0000-4000-8000-000000021003',
    ),
    title: 'Join Good Stuff today',
    thankYouMessage: 'Welcome aboard.',
    thankYouCTA: { buttonText: 'Shop Womens' },
    signInMessage: 'Members get early access.',
    signInCTA: { buttonText: 'Sign In', buttonLink: '/login' },
  },
  /** The image's own alt text stands in for a blank `imgAltText` (spec 002 §5). */
  imageOwnAlt: {
    _meta: meta(
      'Sign-up, image alt',
      'uk/good-stuff-sign-up-image-alt',
      'c0ffee00-0000-4000-8000-000000021004',
    ),
    image: fixtureImage('good-stuff-sign-up', 'A stack of folded jumpers'),
    imgAltText: '  ',
  },
  /** Buttons with text but no link: the sign-in prompt's button has no default link, so it is not shown. */
  ctaWithoutLink: {
    _meta: meta(
      'Sign-in button without a link',
      'uk/good-stuff-sign-up-no-link',
      'c0ffee00-0000-4000-8000-000000021005',
    ),
    thankYouMessage: 'Your welcome treat is waiting in your account.',
    thankYouCTA: { buttonText: 'Shop Womens', buttonLink: '/womens' },
    signInCTA: { buttonText: 'Sign In' },
  },
  /** No button texts at all: the thank-you view has its title and message only. */
  noCtas: {
    _meta: meta(
      'Sign-up without buttons',
      'uk/good-stuff-sign-up-no-ctas',
      'c0ffee00-0000-4000-8000-000000021006',
    ),
    thankYouMessage: 'We will be in touch soon.',
    image: fixtureImage('good-stuff-sign-up'),
    imgAltText: 'Good Stuff members’ perks',
  },
  /** A dark background: the block switches to white text (and the sign-in button's underline with it). */
  darkBackground: {
    _meta: meta('Sign-up on navy', 'eu/good-stuff-sign-up-navy', 'c0ffee00-0000-4000-8000-000000021007'),
    containerBackgroundColor: '#1B3A4B',
    title: 'Sign Up, Get Good Stuff',
    thankYouMessage: 'Your welcome treat is waiting in your account.',
    image: fixtureImage('good-stuff-sign-up'),
    imgAltText: 'Good Stuff members’ perks',
    thankYouCTA: { buttonText: 'Shop Womens', buttonLink: '/womens' },
    optionalCTA: { buttonText: 'Browse everything', buttonLink: '/browse', buttonStyle: 'secondary' },
    signInMessage: 'Your offers and perks, all in one place.',
    signInCTA: { buttonText: 'Sign In', buttonLink: '/login' },
  },
  /** A light background of the editor's choosing. */
  lightBackground: {
    _meta: meta('Sign-up on cream', 'us/good-stuff-sign-up-cream', 'c0ffee00-0000-4000-8000-000000021008'),
    containerBackgroundColor: '#F4EDE4',
    title: 'Good Stuff, for good',
    thankYouMessage: 'Thanks for joining.',
    thankYouCTA: { buttonText: 'Shop Womens', buttonLink: '/womens' },
    signInCTA: { buttonText: 'Sign In', buttonLink: '/login' },
  },

  invalidNamedBackground: {
    _meta: meta('Named background', 'uk/broken-sign-up-colour', 'c0ffee00-0000-4000-8000-000000021f01'),
    containerBackgroundColor: 'teal',
  },
  invalidButtonStyle: {
    _meta: meta('Unknown button style', 'uk/broken-sign-up-style', 'c0ffee00-0000-4000-8000-000000021f02'),
    thankYouCTA: { buttonText: 'Go', buttonLink: '/womens', buttonStyle: 'Primary' },
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-sign-up-link', 'c0ffee00-0000-4000-8000-000000021f03'),
    signInCTA: { buttonText: 'Sign In', buttonLink: 'javascript:alert(1)' },
  },
  invalidImage: {
    _meta: meta('Image without a host', 'uk/broken-sign-up-image', 'c0ffee00-0000-4000-8000-000000021f04'),
    image: {
      _meta: { schema: 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link' },
      name: 'x',
    },
  },
  invalidWrongSchema: {
    _meta: {
      schema: 'https://schema.wardrobe.shop/site/good-stuff-side-sign-in',
      name: 'The side panel entry',
    },
  },
  invalidMissingMeta: { title: 'No _meta at all' },
} as const satisfies Record<string, UnknownEntry>;

export type GoodStuffSignUpFixtureName = keyof typeof goodStuffSignUpFixtures;
