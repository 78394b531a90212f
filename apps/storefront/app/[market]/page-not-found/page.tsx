import type { Metadata } from 'next';
import { ErrorPage } from '../../../components/ErrorPage';

export const metadata: Metadata = { title: { absolute: 'Page not found' }, robots: { index: false } };

/**
 * Spec 001 §8 "missing page gives 404 'This page could not be found'", rendered as a page: the proxy rewrites a
 * path the page-exists check refuses here, with status 404 (proxy.ts `pageNotFound`). Why not `notFound()`: Next
 * 16.4 serves a `notFound()` thrown while rendering with an empty body, the page drawn only once its JavaScript
 * runs (vercel/next.js#62228); a page rendered normally is in the HTML, so the 404 shows without JavaScript.
 */
export default function PageNotFound() {
  return <ErrorPage heading="404 ERROR" message="This page could not be found" />;
}
