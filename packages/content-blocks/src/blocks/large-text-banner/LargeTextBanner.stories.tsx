import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { largeTextBannerFixtures as fixtures } from './fixtures';
import { LargeTextBanner } from './LargeTextBanner';
import { largeTextBannerSchema } from './schema';

const entry = fixtureEntries(largeTextBannerSchema, fixtures);

const meta = {
  title: 'Content blocks/Large text banner',
  component: LargeTextBanner,
  tags: ['autodocs'],
  // No shared args: Storybook merges story args over meta args, and a fixture that leaves a field out (say
  // `backgroundColour`) must not inherit another fixture's value. Every story names its fixture.
  argTypes: {
    text: { control: 'text' },
    textAlignmentDesktop: { control: 'inline-radio', options: ['Left', 'Center', 'Right'] },
    fontWeight: { control: 'inline-radio', options: ['Medium', 'Bold', 'Extra Bold'] },
    bannerType: { control: 'inline-radio', options: ['Standard', 'CE'] },
    textColour: { control: 'inline-radio', options: ['White', 'Black'] },
    backgroundColour: { control: 'color' },
    bannerLinkUrl: { control: 'text' },
    dividers: { control: 'boolean' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3. A line of display text on a colour. The whole banner is one link when `bannerLinkUrl` ' +
          'is set and no call to action is shown; a call to action is shown only with text, link and style. ' +
          'Below 768 px the text is centred; `textAlignmentDesktop` applies from there up.',
      },
    },
  },
} satisfies Meta<typeof LargeTextBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Black text on a warm background, left-aligned on desktop; no link, so nothing to tab to. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByText('Spring sale: up to 50% off dresses');
    await expect(text).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    // The display face at the display size, as in the shop (not the body text it falls back to).
    await expectTypography(text, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.title2 });
  },
};

export const Centred: Story = { args: entry('centred') };

/** The compact CE type on the brand teal: the body face, uppercase, at the h4 size. */
export const CeBanner: Story = {
  args: entry('ceBanner'),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('p');
    if (!text) throw new Error('The banner has no text');
    await expectTypography(text, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.h4 });
  },
};

/** Three calls to action in the editor's order, one per button style; Tab walks them in that order. */
export const WithCallsToAction: Story = {
  args: entry('withCallsToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Shop women', 'Shop men', 'Shop kids']);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['/women', '/men', '/kids']);
    await expect(canvas.getByRole('link', { name: 'Shop women' })).toHaveAttribute('id', 'ltb-women');

    blurActiveElement(canvasElement);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
  },
};

/** No call to action: the whole banner is one link, named by its text and reached with one Tab. */
export const Linked: Story = {
  args: entry('linked'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Last chance: the sale ends Sunday' });
    await expect(link).toHaveAttribute('href', '/sale');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A call to action is shown, so `bannerLinkUrl` is ignored: the button is the only link (no nesting). */
export const LinkedWithCallToAction: Story = {
  args: entry('linkedWithCallsToAction'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Shop the sale');
  },
};

/** A call to action without a style is not present: it is hidden, and the banner links instead. */
export const IncompleteCallToAction: Story = {
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Shop new in')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Just in: linen for long days' })).toHaveAttribute(
      'href',
      '/new-in',
    );
  },
};

export const WithDividers: Story = { args: entry('withDividers') };

/** `{~wavy~}` and `{=double=}` underline words; the text reads as one plain sentence. */
export const RichText: Story = {
  args: entry('richText'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('details')).toHaveAttribute('data-underline', 'wavy');
    await expect(canvas.getByText('new season')).toHaveAttribute('data-underline', 'double');
    await expect(canvasElement.querySelector('p')).toHaveTextContent(
      'Get lost in the details: new season prints are here',
    );
  },
};

/** No background colour: white text gets black behind it, so it stays readable. */
export const DefaultBackground: Story = { args: entry('defaultBackground') };
