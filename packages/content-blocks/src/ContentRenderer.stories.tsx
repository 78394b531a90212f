import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { largeTextBannerFixtures as fixtures } from './blocks/large-text-banner';
import { ContentRenderer } from './ContentRenderer';

const meta = {
  title: 'Content blocks/Content renderer',
  component: ContentRenderer,
  tags: ['autodocs'],
  // Storybook is where editors preview entries: failed blocks show their notice here.
  args: { showErrors: true },
  argTypes: {
    entry: { control: 'object' },
    entries: { control: 'object' },
    registry: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Renders content entries (raw JSON from the content service) with the block their `_meta.schema` names. ' +
          'An unknown content type, an entry that fails its schema or a block that throws renders nothing and logs ' +
          'one `content-block-failed` line; with `showErrors` (development, Storybook) an outlined notice says why.',
      },
    },
  },
} satisfies Meta<typeof ContentRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page's `blocks`, in order. */
export const Page: Story = {
  args: { entries: [fixtures.default, fixtures.withCallsToAction, fixtures.ceBanner] },
  play: async ({ canvasElement }) => {
    const banners = canvasElement.querySelectorAll('[data-block="large-text-banner"]');
    await expect([...banners].map((banner) => banner.querySelector('p')?.textContent)).toEqual([
      'Spring sale: up to 50% off dresses',
      'Something for everyone',
      'Free delivery on orders over £50',
    ]);
    await expect(within(canvasElement).queryByRole('note')).toBeNull();
  },
};

/**
 * Broken entries among good ones: each broken block is replaced by its notice (the reason and the entry) and
 * the blocks around it stand.
 */
export const PageWithBrokenBlocks: Story = {
  args: {
    entries: [
      fixtures.default,
      fixtures.invalidMissingText,
      fixtures.invalidWrongSchema,
      fixtures.invalidBadAlignment,
      fixtures.centred,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Spring sale: up to 50% off dresses')).toBeVisible();
    await expect(canvas.getByText('The new season has landed')).toBeVisible();
    const notices = canvas.getAllByRole('note');
    await expect(notices.map((notice) => notice.querySelector('p')?.textContent)).toEqual([
      'Content block not shown: text: The banner needs text',
      'Content block not shown: No block is registered for the content type https://schema.wardrobe.shop/blocks/retired-promo-strip',
      expect.stringMatching(/^Content block not shown: textAlignmentDesktop: /),
    ]);
    await expect(notices[0]).toHaveTextContent('Entry: No text · uk/broken-no-text');
  },
};

/** Outside development and Storybook a broken block renders nothing at all. */
export const BrokenBlockInProduction: Story = {
  args: { showErrors: false, entries: [fixtures.invalidMissingText, fixtures.linked] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
