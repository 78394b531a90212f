import type { Metadata } from 'next';
import { ErrorPage } from '../../components/ErrorPage';

export const metadata: Metadata = { title: { absolute: 'Page not found' } };

export default function NotFound() {
  return <ErrorPage heading="404 ERROR" message="This page could not be found" />;
}
