import { LocationIcon } from '@wardrobe/design-system';
import { localizePath, type Market } from '@wardrobe/domain-rules';
import Link from 'next/link';
import { NavigationProgress } from './frame/FrameEffects';
import { HeaderActions } from './frame/HeaderActions';
import { toClientMarket } from './frame/market';

/**
 * Spec 001 §2 "Header": logo link home, the shop finder link, then the interactive actions (a client island).
 * Menus from content, the locale button and the account panels arrive with the site-frame issue.
 */
export function SiteHeader({ market }: { market: Market }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Link className="site-logo" href={localizePath('/', market.code)}>
        Wardrobe
      </Link>
      <Link className="header-link" href={localizePath('/shop-finder', market.code)}>
        <LocationIcon />
        <span>Shop Finder</span>
      </Link>
      <HeaderActions market={toClientMarket(market)} />
      <NavigationProgress />
    </header>
  );
}
