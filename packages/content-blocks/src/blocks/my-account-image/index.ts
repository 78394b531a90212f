import { defineBlock } from '../../shared/defineBlock';
import { myAccountImageFixtures } from './fixtures';
import { MyAccountImage } from './MyAccountImage';
import { MY_ACCOUNT_IMAGE, myAccountImageSchema, myAccountImageSchemaId } from './schema';

export type { MyAccountImageFixtureName } from './fixtures';
export type { MyAccountImageProps } from './MyAccountImage';
export type { MyAccountImageEntry, MyAccountImageInput } from './schema';
export {
  MyAccountImage,
  MyAccountImage as component,
  myAccountImageFixtures,
  myAccountImageFixtures as fixtures,
  myAccountImageSchema,
  myAccountImageSchema as schema,
  myAccountImageSchemaId,
  myAccountImageSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const myAccountImageBlock = defineBlock({
  name: MY_ACCOUNT_IMAGE,
  title: 'My account image',
  schemaId: myAccountImageSchemaId,
  schema: myAccountImageSchema,
  component: MyAccountImage,
  fixtures: myAccountImageFixtures,
});
