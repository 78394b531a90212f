import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { BUTTON_STYLES } from '../../shared/callToAction';
import { TEXT_COLOURS } from '../../shared/enums';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { snugContentCardFixtures as fixtures } from './fixtures';
import { SnugContentCard } from './SnugContentCard';
import { snugContentCardSchema } from './schema';

const entry = fixtureEntries(snugContentCardSchema, fixtures);

/** The card's text is drawn in `rgb` form of the given hex colour. */
async function expectInk(element: HTMLElement, hex: '#000000' | '#FFFFFF') {
  await expect(getComputedStyle(element).color).toBe(
    hex === '#000000' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)',
  );
}

/** The card's button covers it: a click on the picture's centre lands on the button's link. */
async function expectButtonCoversCard(canvasElement: HTMLElement, link: HTMLElement) {
  const picture = canvasElement.querySelector('img') as HTMLElement;
  const box = picture.getBoundingClientRect();
  await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link);
}

const meta = {
  title: 'Content blocks/Snug content card',
  component: SnugContentCard,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    heading: { control: 'text' },
    body: { control: 'text' },
    imageAltText: { control: 'text' },
    image: { control: 'object' },
    callToAction: { control: 'object' },
    backgroundColour: { control: 'color' },
    textColour: { control: 'inline-radio', options: [...TEXT_COLOURS] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    grouped: { control: 'boolean' },
    sizes: { table: { disable: true } },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1 (the fields are ours). A compact card: a square picture, an optional heading, a short ' +
          'plain-text body (at most 300 characters) and an optional call to action, on `backgroundColour` (white ' +
          'by default) in `textColour` when it reads at 4.5:1, else black or white. The call to action shows ' +
          `only with text, link and style (${BUTTON_STYLES.join(', ')}); then it is the card’s one link and a ` +
          'click anywhere on the card follows it. `image` is required.',
      },
    },
  },
} satisfies Meta<typeof SnugContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Black on the brand teal; one link, named by the button, reached with one Tab, covering the card. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A gift card tied with ribbon' })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 2, name: 'Gift cards' });
    await expectTypography(heading, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h5 });
    await expectTypography(canvas.getByText(/Let them choose/), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
    await expectInk(heading, '#000000');

    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = links[0] as HTMLElement;
    await expect(link).toHaveAccessibleName('Buy a gift card');
    await expect(link).toHaveAttribute('href', '/gift-cards');
    await expectButtonCoversCard(canvasElement, link);
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** White on a deep blue; a tertiary (text) button with its customId. */
export const DarkBackground: Story = {
  args: entry('darkBackground'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInk(canvas.getByRole('heading', { level: 2, name: 'Click & collect' }), '#FFFFFF');
    const link = canvas.getByRole('link', { name: 'Find a shop' });
    await expect(link).toHaveAttribute('href', '/shop-finder');
    await expect(link).toHaveAttribute('id', 'snug-find-a-shop');
    await expectButtonCoversCard(canvasElement, link);
  },
};

/** No call to action: nothing in the card is a link. */
export const NoButton: Story = {
  args: entry('noCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Care for your knits' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** White text asked for on pale yellow, where it would not read: the text is black. */
export const UnreadableTextColour: Story = {
  args: entry('unreadableTextColour'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectInk(canvas.getByRole('heading', { level: 2, name: 'Free returns' }), '#000000');
    await expect(canvas.getByRole('link', { name: 'How returns work' })).toHaveAttribute(
      'href',
      '/help/returns',
    );
  },
};

/** The call to action has no style: no button shows, and the card is not a link. */
export const IncompleteButton: Story = {
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Read more')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A picture only, named by the image’s own alt text. */
export const PictureOnly: Story = {
  args: entry('imageOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A repeating pattern of teal waves' })).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The longest body a card may have: the card grows, the button stays at its foot. */
export const LongText: Story = {
  args: entry('longBody'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Join Good Stuff' });
    const body = canvas.getByText(/Members get birthday treats/);
    await expect(body.getBoundingClientRect().bottom).toBeLessThanOrEqual(link.getBoundingClientRect().top);
    const card = canvasElement.querySelector('[data-block="snug-content-card"]') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
