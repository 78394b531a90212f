import '@wardrobe/design-system/styles.css';
import '@wardrobe/content-blocks/styles.css';
import '../../app/site.css';
import {
  BenefitBar,
  CountdownTimer,
  goodStuffSideSignInSchema,
  goodStuffSideSignInSchemaId,
  LocaleSelectorImage,
  SIGN_IN_PANEL_DEFAULTS,
} from '@wardrobe/content-blocks';
import { brandTheme } from '@wardrobe/design-system';
import { fontPreloads } from '@wardrobe/design-system/font-preloads';
import { localizePath, type Market } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { categoryTree } from '../../lib/catalogue';
import { marketChannel } from '../../lib/channel';
import { titleSuffix } from '../../lib/market';
import { siteEntries } from '../../lib/site-content';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import { CheckoutTopBar } from './CheckoutTopBar';
import { FrameEffects } from './FrameEffects';
import { LazyFramePanels } from './LazyFramePanels';
import { LocaleOverlayIsland } from './locale/LocaleOverlayIsland';
import { MobileNav } from './MobileNav';
import { toClientMarket } from './market';
import { LazyNewsletter } from './newsletter/LazyNewsletter';
import { EARLY_PRESS_SCRIPT } from './runtime/early-presses';

/** The document's metadata every layout shares: the title template with the market's suffix, the store's name. */
export async function frameMetadata(market: Market): Promise<Metadata> {
  // The store's name from its meta (spec 001 §7) names the web app; the shop's own name when it is not to hand.
  const store = await marketChannel(market).then(
    (loaded) => loaded.store,
    () => undefined,
  );
  return {
    title: { default: `Wardrobe${titleSuffix(market)}`, template: `%s${titleSuffix(market)}` },
    applicationName: store?.name ?? 'Wardrobe',
  };
}

/** The document around every page: `<html>` in the market's language and currency, the brand theme. */
export function SiteDocument({
  market,
  currencies,
  children,
}: {
  market: Market;
  currencies?: { default_currency: string; enabled_currencies: string[] } | undefined;
  children: ReactNode;
}) {
  return (
    <html
      lang={market.iso}
      data-market={market.code}
      data-currency={currencies?.default_currency ?? market.currency}
      data-currencies={currencies?.enabled_currencies.join(' ')}
    >
      {/* biome-ignore lint/style/noHeadElement: the App Router's root layout writes its own <head>; next/head is the Pages Router's. */}
      <head>
        {/* Every page paints with these two faces: fetched from the head rather than found after the CSS and a
            layout. (`preload()` from react-dom only reached the RSC payload: the shell had flushed its head.) */}
        {fontPreloads.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="" />
        ))}
      </head>
      <body className={brandTheme}>
        {children}
        {/* After the page, not in the head: an inline script waits for the stylesheets before it, and there it
            held the parser, so nothing of the body existed until the CSS had arrived. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant text (runtime/early-presses.ts). */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_PRESS_SCRIPT }} />
      </body>
    </html>
  );
}

/**
 * Spec 001 §2 "Layouts": the frame every page stands in, from content (lib/site-content.ts).
 * - `default`: preview bar, benefit bar, countdown, header with the mega menu, added-to-bag popup, locale overlay,
 *   side panels (the mobile menu from content among them), notifications, footer — and the newsletter modal
 *   behind its flag (spec 001 §4).
 * - `checkout` (`/checkout-identity`, the checkout, the order confirmation): a top bar, the header, the mobile
 *   bottom navigation without Wishlist and Basket, the bag and wishlist panels, the footer. Reading: no benefit
 *   bar, countdown, locale overlay or newsletter modal — nothing that draws a buyer away from paying.
 * The preview bar and notifications come with FrameEffects, in both.
 */
export async function SiteFrame({
  market,
  variant,
  children,
}: {
  market: Market;
  variant: 'default' | 'checkout';
  children: ReactNode;
}) {
  const clientMarket = toClientMarket(market);
  // No cookie is read here (the bag asks `/api/bag`), so pages under this frame can be cached.
  // A 5xx on the navigation entries throws here: the frame cannot stand, so app/global-error.tsx shows (500).
  // The channel (spec 001 §7) must load: its failure throws here, to the error page (§8).
  const [site, categories, { channel }] = await Promise.all([
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
    marketChannel(market),
  ]);
  const shop = variant === 'default';
  return (
    <SiteDocument market={market} currencies={channel.currencies}>
      <FrameEffects market={clientMarket}>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {shop && site['benefit-bar'] && <BenefitBar {...site['benefit-bar']} />}
        {shop && site['countdown-timer'] && <CountdownTimer {...site['countdown-timer']} />}
        {!shop && <CheckoutTopBar market={market} />}
        <SiteHeader market={market} navigation={site['desktop-navigation']} appHeader={site['app-header']} />
        {children}
        <SiteFooter market={market} footer={site.footer} />
        <MobileNav market={clientMarket} checkout={!shop} />
        <LazyFramePanels
          market={clientMarket}
          categories={categories}
          navigation={site['mobile-navigation']}
          signIn={{
            // Without its entry (a 404 or an invalid one), the panel stands on the spec's defaults.
            entry:
              site['good-stuff-side-sign-in'] ??
              goodStuffSideSignInSchema.parse({ _meta: { schema: goodStuffSideSignInSchemaId } }),
            texts: {
              signUpFooterPrompt: SIGN_IN_PANEL_DEFAULTS.signUpFooterPrompt,
              signInFooterPrompt: SIGN_IN_PANEL_DEFAULTS.signInFooterPrompt,
              thankYouTitle: SIGN_IN_PANEL_DEFAULTS.thankYouTitle,
            },
          }}
        />
        {shop && (
          // Spec 001 §2 "Locale overlay": its picture is rendered here, so the island ships no code for it. It stays
          // lazy: React preloads an eager picture a server component renders, on every page, open or not.
          <LocaleOverlayIsland
            market={clientMarket}
            image={
              site['locale-selector-image'] && <LocaleSelectorImage {...site['locale-selector-image']} />
            }
          />
        )}
        {shop && <LazyNewsletter channelId={market.channelId} />}
      </FrameEffects>
    </SiteDocument>
  );
}
