import '@wardrobe/design-system/styles.css';
import '@wardrobe/content-blocks/styles.css';
import '../../site.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { frameMetadata, SiteDocument } from '../../../components/frame/SiteFrame';
import { marketFromParam } from '../../../lib/market';

type Props = { children: ReactNode; params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return frameMetadata(marketFromParam((await params).market));
}

/**
 * Spec 001 §2 "Layouts", empty: no frame at all. The content-preview route (`/amplience-visualization/…`) uses it,
 * so an editor sees the entry alone, as the content service's visualization shows it.
 */
export default async function EmptyLayout({ children, params }: Props) {
  return <SiteDocument market={marketFromParam((await params).market)}>{children}</SiteDocument>;
}
