import type { Market } from '@wardrobe/domain-rules';

const MARKET_NAMES = { UK: 'United Kingdom', EU: 'Ireland and Europe', US: 'USA and Canada' } as const;

export function SiteFooter({ market }: { market: Market }) {
  return (
    <footer className="site-footer">
      <p>
        Shopping in <span data-testid="market-name">{MARKET_NAMES[market.market]}</span>, prices in{' '}
        <span data-testid="market-currency">{market.currency}</span>
      </p>
    </footer>
  );
}
