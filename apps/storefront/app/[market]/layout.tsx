import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { frameMetadata, SiteFrame } from '../../components/frame/SiteFrame';
import { marketFromParam } from '../../lib/market';

type Props = { children: ReactNode; params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return frameMetadata(marketFromParam((await params).market));
}

/** Spec 001 §2 "Layouts", the default frame (components/frame/SiteFrame.tsx). */
export default async function MarketLayout({ children, params }: Props) {
  return (
    <SiteFrame market={marketFromParam((await params).market)} variant="default">
      {children}
    </SiteFrame>
  );
}
