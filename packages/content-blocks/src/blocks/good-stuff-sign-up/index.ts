import { defineBlock } from '../../shared/defineBlock';
import { goodStuffSignUpFixtures } from './fixtures';
// A client component (it holds the view): a client part of its own in the build (tsup.config.ts).
import { GoodStuffSignUp } from './GoodStuffSignUp';
import { GOOD_STUFF_SIGN_UP, goodStuffSignUpSchema, goodStuffSignUpSchemaId } from './schema';

export type { GoodStuffSignUpFixtureName } from './fixtures';
export type { GoodStuffSignUpProps, GoodStuffSignUpStep } from './GoodStuffSignUp';
export type { GoodStuffSignUpEntry, GoodStuffSignUpInput } from './schema';
export {
  GoodStuffSignUp,
  GoodStuffSignUp as component,
  goodStuffSignUpFixtures,
  goodStuffSignUpFixtures as fixtures,
  goodStuffSignUpSchema,
  goodStuffSignUpSchema as schema,
  goodStuffSignUpSchemaId,
  goodStuffSignUpSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const goodStuffSignUpBlock = defineBlock({
  name: GOOD_STUFF_SIGN_UP,
  title: 'Good Stuff sign-up',
  schemaId: goodStuffSignUpSchemaId,
  schema: goodStuffSignUpSchema,
  component: GoodStuffSignUp,
  fixtures: goodStuffSignUpFixtures,
});
