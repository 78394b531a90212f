import { localizePath, type Market } from '@wardrobe/domain-rules';

/** The walking skeleton's frame: logo link home. The full header (search, bag, account…) is the listings issue. */
export function SiteHeader({ market }: { market: Market }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <a className="site-logo" href={localizePath('/', market.code)}>
        Wardrobe
      </a>
    </header>
  );
}
