import { goodStuffOfferFixtures, goodStuffOfferSchema } from '@wardrobe/content-blocks';
import { Button } from '@wardrobe/design-system';
import type { ComponentProps } from 'react';
import type { SideOffersView } from '../../lib/account/good-stuff';
import { useFrame } from '../../lib/frame-store';
import { OFFERS_PANEL_HEADING, OffersPanel, TermsPanel } from './OffersPanel';
import {
  expect,
  fn,
  type Meta,
  ok,
  prepareAccountStory,
  router,
  type StoryObj,
  UK,
  userEvent,
  waitFor,
  wholePage,
  within,
} from './stories/answers';

/**
 * What `/api/account/offers` answers a member whose loyalty profile lists three offers: the panel's entry's
 * heading and button, and the offers, at most three (domain-rules `sideOffers` on the server).
 */
const view: SideOffersView = {
  heading: OFFERS_PANEL_HEADING,
  viewAll: { text: 'View All Offers', link: '/my-account' },
  offers: [goodStuffOfferFixtures.minimal, goodStuffOfferFixtures.default, goodStuffOfferFixtures.styled].map(
    (offer) => goodStuffOfferSchema.parse(offer),
  ),
};

/** The panels as the frame holds them: the offers panel while the frame's panel is 'offers', the terms panel. */
function PanelsInFrame({ onClose, ...props }: ComponentProps<typeof OffersPanel>) {
  const open = useFrame((s) => s.panel === 'offers');
  const openPanel = useFrame((s) => s.openPanel);
  const closePanel = useFrame((s) => s.closePanel);
  return (
    <>
      <Button variant="primary" onPress={() => openPanel('offers')}>
        Your Offers
      </Button>
      <OffersPanel
        {...props}
        isOpen={open}
        onClose={() => {
          onClose();
          closePanel();
        }}
      />
      <TermsPanel market={props.market} />
    </>
  );
}

/** Waits out the panel's slide (0.75 s, `[data-entering]`), so checks and pictures see it settled. */
const settledPanel = async (canvasElement: HTMLElement, name: string) => {
  const panel = await wholePage(canvasElement).findByRole('dialog', { name });
  await waitFor(() => expect(panel.closest('[data-entering]')).toBeNull(), { timeout: 3000 });
  return panel;
};

/** The panel with its offers loaded. */
const offersShown = async (canvasElement: HTMLElement) => {
  const panel = await settledPanel(canvasElement, OFFERS_PANEL_HEADING);
  const list = await within(panel).findByRole('list', { name: OFFERS_PANEL_HEADING });
  return { panel, list };
};

const meta = {
  title: 'Storefront/Account/Offers panel',
  component: OffersPanel,
  tags: ['autodocs'],
  args: { market: UK, isOpen: true, onClose: fn() },
  argTypes: { isOpen: { control: false }, onClose: { control: false }, market: { control: false } },
  render: (args) => <PanelsInFrame {...args} />,
  beforeEach: (context) => {
    const cleanup = prepareAccountStory(context);
    // The account page's 'Your Offers' button has opened it (spec 001 §2 "Offers panel (signed-in only)").
    useFrame.setState({ panel: 'offers' });
    return cleanup;
  },
  parameters: {
    account: 'signed-in',
    paths: { '/api/account/offers': ok(view) },
    docs: {
      description: {
        component:
          'Spec 001 §2 “Offers panel (signed-in only)”: the heading, up to three of the member’s offers (image, ' +
          'title, description, a call to action that closes the panel and navigates with replace) and ‘View All ' +
          'Offers’. The offers are the member’s own, fetched when it opens (`GET /api/account/offers`, answered ' +
          'here); each offer’s terms open the terms panel in its place.',
      },
    },
  },
} satisfies Meta<typeof OffersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's offers: three, each a card with its picture and title, and 'View All Offers' to the account. */
export const YourOffers: Story = {
  play: async ({ canvasElement }) => {
    const { panel, list } = await offersShown(canvasElement);
    const offers = within(list).getAllByRole('article');
    await expect(offers.length).toBeLessThanOrEqual(3);
    await expect(offers.map((offer) => within(offer).getByRole('heading', { level: 3 }).textContent)).toEqual(
      ['A welcome treat', '15% off for members', 'Free delivery'],
    );
    await expect(within(panel).getByRole('link', { name: 'View All Offers' })).toHaveAttribute(
      'href',
      '/my-account',
    );
  },
};

/** An offer's terms: the terms panel opens with its title, the markdown terms and the link to the full terms. */
export const OfferTerms: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await offersShown(canvasElement);
    await userEvent.click(within(list).getByRole('button', { name: 'Offer terms for 15% off for members' }));
    const terms = await settledPanel(canvasElement, '15% off for members');
    await expect(within(terms).getByText(/One use per member/)).toBeVisible();
    await expect(within(terms).getByRole('link', { name: 'Offer terms' })).toHaveAttribute(
      'href',
      '/terms/good-stuff',
    );
    await expect(useFrame.getState()).toMatchObject({
      panel: 'terms',
      activeOffer: { title: '15% off for members' },
    });
  },
};

/** An offer's call to action closes the panel and navigates with replace (spec 001 §2): the router records it. */
export const OfferCallToAction: Story = {
  play: async ({ args, canvasElement }) => {
    const { list } = await offersShown(canvasElement);
    await userEvent.click(within(list).getByRole('link', { name: 'Shop knitwear' }));
    await waitFor(() => expect(wholePage(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(router.replace).toHaveBeenCalledWith('/browse/womens/clothing/knitwear');
    await expect(router.push).not.toHaveBeenCalled();
  },
};
