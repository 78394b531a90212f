import type { Metadata } from 'next';
import { ErrorPage } from '../../components/ErrorPage';
import { currentMarket } from '../../lib/market';

export const metadata: Metadata = { title: { absolute: 'Page not found' } };

export default async function NotFound() {
  return (
    <ErrorPage market={await currentMarket()} heading="404 ERROR" message="This page could not be found" />
  );
}
