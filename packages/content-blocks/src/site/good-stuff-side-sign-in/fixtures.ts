import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../fields';
import { goodStuffSideSignInSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(goodStuffSideSignInSchemaId, name, 'uk/good-stuff-side-sign-in', id);

/** Named sign-in panel entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const goodStuffSideSignInFixtures = {
  default: {
    _meta: meta('Good Stuff sign-in panel', 'a1b2c3d4-0000-4000-8000-000000011001'),
    title: 'Sign Up, Get Good Stuff',
    thankYouMessage: 'Your welcome treat is waiting in your account.',
    image: fixtureImage('good-stuff-sign-up'),
    imgAltText: 'Good Stuff members’ perks',
    thankYouCTA: { buttonText: 'Shop Womens', buttonLink: '/womens' },
    optionalCTA: { buttonText: 'Browse everything', buttonLink: '/browse' },
    signInHeading: 'Sign In To Get The Good Stuff',
    signInMessage: 'Your offers and perks, all in one place.',
    signInCTA: { buttonText: 'Sign In', buttonLink: '/login' },
  },
  defaultsOnly: { _meta: meta('Sign-in panel, defaults', 'a1b2c3d4-0000-4000-8000-000000011002') },

  invalidNamedBackground: {
    _meta: meta('Named background', 'a1b2c3d4-0000-4000-8000-000000011f01'),
    containerBackgroundColor: 'teal',
  },
  invalidButtonStyle: {
    _meta: meta('Unknown button style', 'a1b2c3d4-0000-4000-8000-000000011f02'),
    thankYouCTA: { buttonText: 'Go', buttonLink: '/womens', buttonStyle: 'Primary' },
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'a1b2c3d4-0000-4000-8000-000000011f03'),
    optionalCTA: { buttonText: 'Go', buttonLink: 'javascript:alert(1)' },
  },
} as const satisfies Record<string, UnknownEntry>;
