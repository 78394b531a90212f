import { defineBlock } from '../../shared/defineBlock';
import { CustomHtml } from './CustomHtml';
import { customHtmlFixtures } from './fixtures';
import { CUSTOM_HTML, customHtmlSchema, customHtmlSchemaId } from './schema';

export type { CustomHtmlProps } from './CustomHtml';
export type { CustomHtmlFixtureName } from './fixtures';
export type { CustomHtmlEntry, CustomHtmlInput } from './schema';
export { CUSTOM_HTML_MAX_LENGTH } from './schema';
export { CUSTOM_HTML_CSP, customHtmlSrcdoc } from './srcdoc';
export {
  CustomHtml,
  CustomHtml as component,
  customHtmlFixtures,
  customHtmlFixtures as fixtures,
  customHtmlSchema,
  customHtmlSchema as schema,
  customHtmlSchemaId,
  customHtmlSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const customHtmlBlock = defineBlock({
  name: CUSTOM_HTML,
  title: 'Custom HTML block',
  schemaId: customHtmlSchemaId,
  schema: customHtmlSchema,
  component: CustomHtml,
  fixtures: customHtmlFixtures,
});
