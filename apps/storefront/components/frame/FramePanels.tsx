'use client';

import type { GoodStuffSideSignInEntry, MobileNavigationEntry } from '@wardrobe/content-blocks';
import { MobileNavigation, useMobileMenuRouteClose } from '@wardrobe/content-blocks/mobile-navigation';
import { Button, ButtonLink, Dialog, Price, SidePanel } from '@wardrobe/design-system';
import { localizePath, stripMarketPrefix } from '@wardrobe/domain-rules';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { reloadIfOnBag } from '../../lib/bag/store';
import { useFrame } from '../../lib/frame-store';
import { ROUTES } from '../../lib/routes';
import { ForgotPasswordForm } from '../account/ForgotPasswordForm';
import { OffersPanel, TermsPanel } from '../account/OffersPanel';
import { FORGOT_HEADING } from '../account/password-reset-texts';
import { SignInPanel, type SignInPanelTexts } from '../account/SignInPanel';
import { BagView } from '../bag/BagView';
import { WishlistView } from '../wishlist/WishlistView';
import type { ClientMarket, MenuCategory } from './types';

/**
 * The frame's side panels and the added-to-bag popup (spec 001 §2 "Side panels"). One panel at a time
 * (`useFrame`); each traps focus and closes on Escape (SidePanel). The bag and wishlist panels here show what the
 * listings issue needed; the bag panel is the bag's own view (BagView), as on `/bag`.
 */
export function FramePanels({
  market,
  categories,
  navigation,
  signIn,
}: {
  market: ClientMarket;
  categories: MenuCategory[];
  navigation?: MobileNavigationEntry | undefined;
  signIn: { entry: GoodStuffSideSignInEntry; texts: SignInPanelTexts };
}) {
  const panel = useFrame((s) => s.panel);
  const closePanel = useFrame((s) => s.closePanel);
  const pathname = usePathname() ?? '/';
  // Spec 002 §2: the content-preview route forces the menu closed (route changes close it in the frame store).
  const previewRoute = stripMarketPrefix(pathname).startsWith('/amplience-visualization/');
  useMobileMenuRouteClose({
    open: panel === 'menu',
    pathname,
    routeName: previewRoute ? ROUTES.contentPreview.name : null,
    close: closePanel,
  });
  const onOpenChange = (open: boolean) => {
    if (!open) closePanel();
  };
  return (
    <>
      <SidePanel title="Your Bag" isOpen={panel === 'bag'} onOpenChange={onOpenChange}>
        <BagView market={market} onNavigate={closePanel} />
      </SidePanel>
      <SidePanel title="Your Wishlist" isOpen={panel === 'wishlist'} onOpenChange={onOpenChange}>
        <WishlistView market={market} />
      </SidePanel>
      <SidePanel title="Menu" side="left" isOpen={panel === 'menu'} onOpenChange={onOpenChange}>
        {navigation ? (
          // Spec 002 §3, §4: the menu from content (`mobile-navigation`); the entry picks the variant. The panel
          // sets the width (SidePanel: min(90vw, 500px)), so the menu fills it.
          <MobileNavigation
            entry={navigation}
            open={panel === 'menu'}
            onNavigate={closePanel}
            linkComponent={Link}
            shopFinderHref={localizePath('/shop-finder', market.code)}
            style={{ width: '100%' }}
          />
        ) : (
          // Without its entry (a 404), the category tree keeps the shop browsable.
          <MenuFallback market={market} categories={categories} onNavigate={closePanel} />
        )}
      </SidePanel>
      <SignInPanel
        market={market}
        entry={signIn.entry}
        texts={signIn.texts}
        isOpen={panel === 'signIn'}
        onClose={closePanel}
      />
      {/* Spec 001 §2: the forgot-password panel, opened from the sign-in panel's 'Forgot your password?'. */}
      <SidePanel title={FORGOT_HEADING} isOpen={panel === 'forgotPassword'} onOpenChange={onOpenChange}>
        <ForgotPasswordForm market={market} onContinue={closePanel} />
      </SidePanel>
      <OffersPanel market={market} isOpen={panel === 'offers'} onClose={closePanel} />
      <TermsPanel market={market} />
      <AddedToBag market={market} />
    </>
  );
}

function MenuFallback({
  market,
  categories,
  onNavigate,
}: {
  market: ClientMarket;
  categories: MenuCategory[];
  onNavigate: () => void;
}) {
  return (
    <nav aria-label="Categories">
      <ul className="menu-list">
        {categories.map((category) => (
          <li key={category.href}>
            <Link href={category.href} onClick={onNavigate} prefetch={false}>
              {category.name}
            </Link>
          </li>
        ))}
        <li>
          <Link href={localizePath('/shop-finder', market.code)} onClick={onNavigate} prefetch={false}>
            Shop Finder
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/** Spec 000 §4: after adding, the added-to-bag popup (spec 001 §2 fields). */
function AddedToBag({ market }: { market: ClientMarket }) {
  const data = useFrame((s) => s.addedToBag);
  const close = useFrame((s) => s.closeAddedToBag);
  const openPanel = useFrame((s) => s.openPanel);
  return (
    <Dialog
      title="Added to your bag"
      isOpen={data !== undefined}
      isDismissable
      onOpenChange={(open) => {
        if (!open) close();
      }}
      footer={
        <div className="added-to-bag__actions">
          <Button
            variant="primary"
            onPress={() => {
              close();
              openPanel('bag');
            }}
          >
            View bag
          </Button>
          <ButtonLink
            variant="secondary"
            href={localizePath('/bag', market.code)}
            onPress={() => {
              close();
              reloadIfOnBag(localizePath('/bag', market.code));
            }}
          >
            Checkout
          </ButtonLink>
        </div>
      }
    >
      {data && (
        <div className="added-to-bag" data-testid="added-to-bag">
          {/* biome-ignore lint/performance/noImgElement: the sandbox serves sized pictures itself. */}
          {data.imageUrl && <img src={data.imageUrl} alt="" width={96} height={120} />}
          <div>
            <p className="added-to-bag__name">{data.name}</p>
            <Price
              amount={data.specialPrice ?? data.price}
              wasAmount={
                data.specialPrice !== undefined && data.specialPrice < data.price ? data.price : undefined
              }
              currency={market.currency}
            />
            <dl className="added-to-bag__details">
              {data.colour && (
                <>
                  <dt>Colour</dt>
                  <dd>{data.colour}</dd>
                </>
              )}
              {data.size && (
                <>
                  <dt>Size</dt>
                  <dd>{data.size}</dd>
                </>
              )}
              {data.length && (
                <>
                  <dt>Length</dt>
                  <dd>{data.length}</dd>
                </>
              )}
              <dt>Quantity</dt>
              <dd>{data.quantity}</dd>
              <dt>In your bag</dt>
              <dd>{data.lineItemQuantity}</dd>
            </dl>
          </div>
        </div>
      )}
    </Dialog>
  );
}
