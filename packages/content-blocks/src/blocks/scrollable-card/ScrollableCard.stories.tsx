import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { scrollableCardFixtures as fixtures } from './fixtures';
import { ScrollableCard } from './ScrollableCard';
import { scrollableCardSchema } from './schema';

const entry = fixtureEntries(scrollableCardSchema, fixtures);

const meta = {
  title: 'Content blocks/Scrollable card',
  component: ScrollableCard,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    subheading: { control: 'text' },
    heading: { control: 'text' },
    textColour: { control: 'inline-radio', options: ['White', 'Black'] },
    backgroundColour: { control: 'color' },
    link: { control: 'text' },
    callsToAction: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    grouped: { control: 'boolean' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Scrollable card and group". A 4:5 card: its media (or colour) with a subheading, heading ' +
          'and calls to action at its foot, over a shade of the opposite colour when there is media. The whole ' +
          'card is one link to `link` only when no call to action is shown (links never nest). The scrollable card ' +
          'group shows these cards in its carousel.',
      },
    },
  },
} satisfies Meta<typeof ScrollableCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture with white words on a dark shade: the whole card is one link, reached with one Tab. */
export const LinkedCard: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'New in The linen edit' });
    await expect(link).toHaveAttribute('href', '/womens/linen');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    blurActiveElement(canvasElement);
    // The link covers the card: a press on the picture follows it.
    const card = link.getBoundingClientRect();
    const picture = canvas
      .getByRole('img', { name: 'Linen shirts drying in the sun' })
      .getBoundingClientRect();
    await expect(Math.round(card.height)).toBe(Math.round(picture.height));
    await expectTypography(canvas.getByRole('heading', { level: 2, name: 'The linen edit' }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h4,
    });
    await expectTypography(canvas.getByText('New in'), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.small,
    });
  },
};

/** Two calls to action: the card is not a link; Tab walks its two buttons. */
export const WithCallsToAction: Story = {
  args: entry('callsToAction'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop jeans', '/womens/jeans'],
      ['Fit guide', '/help/jeans-fit'],
    ]);
    blurActiveElement(canvasElement);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    blurActiveElement(canvasElement);
  },
};

/** Black words over a light picture, on a white shade. */
export const BlackText: Story = {
  args: entry('blackText'),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Soft furnishings' });
    await expect(getComputedStyle(heading).color).toBe('rgb(0, 0, 0)');
  },
};

/** No media: the card's own colour with the editor's white words. */
export const ColourOnly: Story = {
  args: entry('colourOnly'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Members only Good Stuff offers' });
    await expect(link).toHaveAttribute('href', '/good-stuff');
    await expect(getComputedStyle(link).color).toBe('rgb(255, 255, 255)');
  },
};

/** Black would not read on the dark red (under 4.5:1): the words are white. */
export const UnreadableTextColour: Story = {
  args: entry('unreadableTextColour'),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Last chance' });
    await expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
  },
};

/** A background video: the card's link first, then the video's Pause/Play control, beside it, not inside. */
export const Video: Story = {
  args: entry('video'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Behind the scenes In the studio' });
    const control = await canvas.findByRole('button', { name: /pause|play/i });
    await expect(link.contains(control)).toBe(false);
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(control).toHaveFocus();
    blurActiveElement(canvasElement);
  },
};

/** A call to action without a style is not shown, so the card is one link. */
export const IncompleteButton: Story = {
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Knitwear' })).toHaveAttribute('href', '/womens/knitwear');
    await expect(canvas.queryByText('Shop knitwear')).toBeNull();
  },
};

/** Words only and no link: nothing in the card is interactive. */
export const NoLink: Story = {
  args: entry('noLink'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(
      canvas.getByRole('heading', { name: 'Every shirt is made from recycled cotton' }),
    ).toBeVisible();
  },
};

/** Long words: the card grows taller than 4:5 rather than spill them; the words stay inside the card. */
export const LongText: Story = {
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-block="scrollable-card"]');
    const button = within(canvasElement).getByRole('link', { name: 'Shop swimwear and beachwear' });
    const box = card?.getBoundingClientRect();
    const rect = button.getBoundingClientRect();
    await expect(rect.bottom).toBeLessThanOrEqual((box?.bottom ?? 0) + 1);
    await expect(rect.right).toBeLessThanOrEqual((box?.right ?? 0) + 1);
  },
};
