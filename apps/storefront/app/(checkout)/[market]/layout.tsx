import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { frameMetadata, SiteFrame } from '../../../components/frame/SiteFrame';
import { marketFromParam } from '../../../lib/market';

type Props = { children: ReactNode; params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  return frameMetadata(marketFromParam((await params).market));
}

/**
 * Spec 001 §2 "Layouts", the checkout frame, for `/checkout-identity`, the checkout and the order confirmation: a
 * root layout of its own (a route group), so these pages never carry the default frame's parts.
 */
export default async function CheckoutLayout({ children, params }: Props) {
  return (
    <SiteFrame market={marketFromParam((await params).market)} variant="checkout">
      {children}
    </SiteFrame>
  );
}
