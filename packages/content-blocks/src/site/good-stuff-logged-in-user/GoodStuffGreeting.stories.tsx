import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonClassName, vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { goodStuffLoggedInUserFixtures as fixtures } from './fixtures';
import { GoodStuffGreeting } from './GoodStuffGreeting';
import { goodStuffLoggedInUserSchema } from './schema';

const entry = fixtureEntries(goodStuffLoggedInUserSchema, fixtures);

/** The spec's texts, letter for letter (spec 002 §9, spec 001 §9), with the stories' first name. */
const FIRST_NAME = 'Sam';
const SPEC = {
  heading: "Hey Sam, what's good?",
  subheading: 'Good Stuff just for you',
  thankYouTitle: 'Thanks for signing up!',
  thankYouDescription:
    "We're getting things set up for you. Please check back in a few minutes, or try refreshing the page.",
  refresh: 'Refresh',
};

const meta = {
  title: 'Site/Good Stuff greeting',
  component: GoodStuffGreeting,
  tags: ['autodocs'],
  argTypes: {
    firstName: { control: 'text' },
    offerCount: { control: { type: 'number', min: 0, step: 1 } },
    headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
    headerTitle: { control: 'text' },
    subheading: { control: 'text' },
    thankYouTitle: { control: 'text' },
    thankYouDescription: { control: 'text' },
    refreshCTAtext: { control: 'text' },
    enableRefreshCta: { control: 'boolean' },
    offersAction: { control: false },
    className: { control: false },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Logged-in greeting", §4, §5, §9; spec 001 §2, §3, §9 (entry `good-stuff-logged-in-user`). ' +
          'The heading greets the customer by first name. With current offers (`offerCount` > 0) a subheading ' +
          'and the storefront’s `offersAction` (the button that opens the offers panel); without, a thank-you ' +
          'title and description and, when `enableRefreshCta` is on, a Refresh button that reloads the page. ' +
          'Empty texts take the spec’s defaults. A server component; the Refresh button is its only client part.',
      },
    },
  },
} satisfies Meta<typeof GoodStuffGreeting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offers to show: the subheading and the storefront's 'Your Offers' button; no thank-you texts, no Refresh. */
export const WithOffers: Story = {
  args: {
    ...entry('default'),
    firstName: FIRST_NAME,
    offerCount: 2,
    // In the shop, a button that opens the offers side panel; here it does nothing.
    offersAction: (
      <button type="button" className={buttonClassName('primary')}>
        Your Offers
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: SPEC.heading });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(SPEC.subheading)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Your Offers' })).toBeVisible();
    await expect(canvas.queryByText(SPEC.thankYouTitle)).toBeNull();
    await expect(canvas.queryByText(SPEC.thankYouDescription)).toBeNull();
    await expect(canvas.queryByRole('button', { name: SPEC.refresh })).toBeNull();
    await expectTypography(heading, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expectTypography(canvas.getByText(SPEC.subheading), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.h5,
    });
  },
};

/** No offers yet: the thank-you title and description, and Refresh (the `default` entry turns it on). */
export const ThankYou: Story = {
  args: { ...entry('default'), firstName: FIRST_NAME, offerCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: SPEC.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: SPEC.thankYouTitle })).toBeVisible();
    const description = canvas.getByText(SPEC.thankYouDescription);
    await expect(description).toBeVisible();
    await expect(canvas.queryByText(SPEC.subheading)).toBeNull();
    // Not clicked here: it would reload the preview. It submits a GET form to the page itself (no script).
    const refresh = canvas.getByRole('button', { name: SPEC.refresh });
    await expect(refresh).toBeVisible();
    await expect(refresh).toHaveAttribute('type', 'submit');
    await expect(refresh.closest('form')).toHaveAttribute('method', 'get');
    await expectTypography(description, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.body });
  },
};

/** An entry with no texts and the refresh flag off: every text is the spec's default, and no Refresh button. */
export const DefaultsOnly: Story = {
  args: { ...entry('defaultsOnly'), firstName: FIRST_NAME, offerCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: SPEC.heading })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: SPEC.thankYouTitle })).toBeVisible();
    await expect(canvas.getByText(SPEC.thankYouDescription)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
