import { Footer, type FooterEntry } from '@wardrobe/content-blocks';
import { localizePath, type Market } from '@wardrobe/domain-rules';

const MARKET_NAMES = { UK: 'United Kingdom', EU: 'Ireland and Europe', US: 'USA and Canada' } as const;

/**
 * The footer from content (`footer`, spec 002 §3), with the market the shopper is in on its bottom row. A footer
 * that failed to load gives empty content (spec 001 §8): the landmark stays, with only the market line.
 */
export function SiteFooter({ market, footer }: { market: Market; footer?: FooterEntry | undefined }) {
  const marketLine = (
    <p className="site-footer__market">
      Shopping in <span data-testid="market-name">{MARKET_NAMES[market.market]}</span>, prices in{' '}
      <span data-testid="market-currency">{market.currency}</span>
    </p>
  );
  if (!footer) return <footer className="site-footer">{marketLine}</footer>;
  return (
    <Footer {...footer} homeHref={localizePath('/', market.code)}>
      {marketLine}
    </Footer>
  );
}
