import { handleMiddlewareRequest } from '@wardrobe/commerce-sdk/server';
import { commerceProviders } from '../../../../lib/commerce';

export const dynamic = 'force-dynamic';

/** `POST /api/bigcommerce/{operation}`: every method lands here so the middleware can answer 405 itself. */
async function middleware(request: Request): Promise<Response> {
  return handleMiddlewareRequest(request, { providers: await commerceProviders() });
}

export {
  middleware as DELETE,
  middleware as GET,
  middleware as PATCH,
  middleware as POST,
  middleware as PUT,
};
