import '@wardrobe/design-system/styles.css';
import '@wardrobe/content-blocks/styles.css';
import './site.css';
import { brandTheme } from '@wardrobe/design-system';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { marketFromParam, titleSuffix } from '../../lib/market';

type Props = { children: ReactNode; params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const market = marketFromParam((await params).market);
  return { title: { default: `Wardrobe${titleSuffix(market)}`, template: `%s${titleSuffix(market)}` } };
}

export default async function MarketLayout({ children, params }: Props) {
  const market = marketFromParam((await params).market);
  return (
    <html lang={market.iso} data-market={market.code} data-currency={market.currency}>
      <body className={brandTheme}>
        <SiteHeader market={market} />
        {children}
        <SiteFooter market={market} />
      </body>
    </html>
  );
}
