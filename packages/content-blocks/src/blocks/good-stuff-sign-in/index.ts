import { defineBlock } from '../../shared/defineBlock';
import { goodStuffSignInFixtures } from './fixtures';
// A client part of its own in the build (tsup.config.ts): it loads the block's view on demand.
import { GoodStuffSignIn } from './GoodStuffSignIn';
import { GOOD_STUFF_SIGN_IN, goodStuffSignInSchema, goodStuffSignInSchemaId } from './schema';

export type { GoodStuffSignInFixtureName } from './fixtures';
export type { GoodStuffSignInProps } from './GoodStuffSignIn';
export type { GoodStuffSignInEntry, GoodStuffSignInInput } from './schema';
export { CREATE_ACCOUNT_PATH } from './schema';
export {
  GoodStuffSignIn,
  GoodStuffSignIn as component,
  goodStuffSignInFixtures,
  goodStuffSignInFixtures as fixtures,
  goodStuffSignInSchema,
  goodStuffSignInSchema as schema,
  goodStuffSignInSchemaId,
  goodStuffSignInSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const goodStuffSignInBlock = defineBlock({
  name: GOOD_STUFF_SIGN_IN,
  title: 'Good Stuff sign-in',
  schemaId: goodStuffSignInSchemaId,
  schema: goodStuffSignInSchema,
  component: GoodStuffSignIn,
  fixtures: goodStuffSignInFixtures,
});
