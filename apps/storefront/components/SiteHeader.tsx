import type { AppHeaderEntry } from '@wardrobe/content-blocks';
import { DesktopNavigation, type DesktopNavigationEntry } from '@wardrobe/content-blocks';
import { LocationIcon } from '@wardrobe/design-system';
import { localizePath, type Market } from '@wardrobe/domain-rules';
import Link from 'next/link';
import { NavigationProgress } from './frame/FrameEffects';
import { HeaderActions } from './frame/HeaderActions';
import { toClientMarket } from './frame/market';

/**
 * Spec 001 §2 "Header": logo link home, the shop finder link, the interactive actions (a client island), then the
 * navigation from content (`desktop-navigation`, the mega menu; below 768 px the mobile menu takes over). Without
 * its entry (a 404) the header stands without the mega menu.
 */
export function SiteHeader({
  market,
  navigation,
  appHeader,
}: {
  market: Market;
  navigation?: DesktopNavigationEntry | undefined;
  /** `app-header` (spec 001 §7): on the home page the header may sit transparent over the first block. */
  appHeader?: AppHeaderEntry | undefined;
}) {
  return (
    // The attribute only marks the wish: site.css applies it when the page is the home page (`main[data-home]`),
    // so the layout needs no pathname and the header is drawn transparent from the first byte (no shift).
    <header className="site-header" data-transparent-home={appHeader?.transparentHomeHeader ? '' : undefined}>
      <div className="site-header__bar">
        <Link
          className="site-logo"
          href={localizePath('/', market.code)}
          prefetch={false}
          aria-label={appHeader?.logoAltText}
        >
          Wardrobe
        </Link>
        <Link className="header-link" href={localizePath('/shop-finder', market.code)} prefetch={false}>
          <LocationIcon />
          <span>Shop Finder</span>
        </Link>
        <HeaderActions market={toClientMarket(market)} />
      </div>
      {navigation && <DesktopNavigation {...navigation} />}
      <NavigationProgress />
    </header>
  );
}
