// Browser entry (`@wardrobe/commerce-sdk/browser`): the typed client and its error, without the zod schemas the
// root entry carries, so a storefront's client bundle stays small. Validation happens in the middleware.
export {
  CHANNEL_HEADER,
  type CommerceClient,
  type CommerceClientOptions,
  createCommerceClient,
} from './client';
export { CommerceError } from './errors';
