import '@wardrobe/design-system/styles.css';
import '@wardrobe/content-blocks/styles.css';
import './site.css';
import { BenefitBar, CountdownTimer } from '@wardrobe/content-blocks';
import { brandTheme } from '@wardrobe/design-system';
import { localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { FrameEffects } from '../../components/frame/FrameEffects';
import { LazyFramePanels } from '../../components/frame/LazyFramePanels';
import { MobileNav } from '../../components/frame/MobileNav';
import { toClientMarket } from '../../components/frame/market';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { categoryTree } from '../../lib/catalogue';
import { marketFromParam, titleSuffix } from '../../lib/market';
import { siteEntries } from '../../lib/site-content';

type Props = { children: ReactNode; params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const market = marketFromParam((await params).market);
  return { title: { default: `Wardrobe${titleSuffix(market)}`, template: `%s${titleSuffix(market)}` } };
}

/**
 * Spec 001 §2 "Layouts", the default frame: benefit bar, countdown, header with the mega menu, side panels (the
 * mobile menu from content among them), added-to-bag popup, notifications, footer. The frame's entries come from
 * content (lib/site-content.ts).
 */
export default async function MarketLayout({ children, params }: Props) {
  const market = marketFromParam((await params).market);
  const clientMarket = toClientMarket(market);
  // No cookie is read here (the bag asks `/api/bag`), so pages under this layout can be cached.
  // A 5xx on the navigation entries throws here: the frame cannot stand, so app/global-error.tsx shows (500).
  const [site, categories] = await Promise.all([
    siteEntries(market),
    categoryTree(market).then(
      (tree) =>
        tree.data.map((c) => ({
          name: c.name,
          href: localizePath(`/browse${c.url.replace(/\/$/, '')}`, market.code),
        })),
      (error: unknown) => {
        console.error(
          JSON.stringify({ level: 'error', event: 'menu-categories-failed', message: String(error) }),
        );
        return [];
      },
    ),
  ]);
  return (
    <html lang={market.iso} data-market={market.code} data-currency={market.currency}>
      <body className={brandTheme}>
        <FrameEffects market={clientMarket}>
          <a className="skip-link" href="#main">
            Skip to content
          </a>
          {site['benefit-bar'] && <BenefitBar {...site['benefit-bar']} />}
          {site['countdown-timer'] && <CountdownTimer {...site['countdown-timer']} />}
          <SiteHeader market={market} navigation={site['desktop-navigation']} />
          {children}
          <SiteFooter market={market} footer={site.footer} />
          <MobileNav market={clientMarket} />
          <LazyFramePanels
            market={clientMarket}
            categories={categories}
            navigation={site['mobile-navigation']}
          />
        </FrameEffects>
      </body>
    </html>
  );
}
