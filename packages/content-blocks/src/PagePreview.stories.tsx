import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatPrice, MARKETS, type Market } from '@wardrobe/domain-rules';
import { expect, within } from 'storybook/test';
import { dividerTextFixtures } from './blocks/divider-text/fixtures';
import { heroBanner1Fixtures } from './blocks/hero-banner-1/fixtures';
import { jumpOffGroup1Fixtures } from './blocks/jump-off-group-1/fixtures';
import { linkGroupFixtures } from './blocks/link-group/fixtures';
import { textBlockSchemaId } from './blocks/text-block/schema';
import { ContentRenderer } from './ContentRenderer';
import { fixtureMeta } from './site/fields';

/*
 * A page as an editor composes one: a hero, a text block, a jump-off group, a divider and a link group, from the
 * blocks' own fixtures, through `ContentRenderer` as the shop renders a content page. One story per market.
 *
 * Reading of "in each market's theme": the design system has one theme (`brandTheme`, on every story); the markets
 * differ in their content, not their look. So each market's page is the same blocks as that market's editors
 * would enter them: links under the market's path (`/eu/women`), delivery keys in its content (`eu/…`), and the
 * market's currency where the page names a price.
 */

/** A string that is a path of the shop (`/women`, not `//cdn…` or `https://…`). */
const SHOP_PATH = /^\/(?!\/)/;

/**
 * An entry as the market's editors enter it: paths under the market's prefix (also in markdown links), delivery
 * keys in the market's content. The UK has no prefix.
 */
function inMarket<Entry>(entry: Entry, market: Market): Entry {
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, walk(inner, field)]));
    if (typeof value !== 'string') return value;
    if (key === 'deliveryKey') return value.replace(/^[a-z]+\//, market.contentPrefix);
    if (SHOP_PATH.test(value)) return `${market.prefix}${value}`;
    return value.replace(/\]\(\/(?!\/)/g, `](${market.prefix}/`);
  };
  return walk(entry) as Entry;
}

/** The text block every market's page has: its free delivery threshold, in its own currency. */
function deliveryNote(market: Market) {
  const threshold = formatPrice(50, market.currency, { trimZeroMinor: true });
  return {
    _meta: fixtureMeta(
      textBlockSchemaId,
      `Delivery note (${market.market})`,
      `${market.contentPrefix}page-preview-delivery`,
      `0d3f7a52-9c1e-4b6a-8e20-00000000000${MARKETS.indexOf(market) + 1}`,
    ),
    heading: 'Free delivery and returns',
    headingStyle: 'H2',
    body: `Free delivery on orders over ${threshold}, and free returns within 30 days. [How returns work](/help/returns).`,
  };
}

/** The page: its blocks in order, as the content service delivers a content page's `blocks`. */
function pageFor(market: Market): unknown[] {
  return [
    inMarket(heroBanner1Fixtures.default, market),
    inMarket(deliveryNote(market), market),
    inMarket(jumpOffGroup1Fixtures.default, market),
    inMarket(dividerTextFixtures.coloured, market),
    inMarket(linkGroupFixtures.default, market),
  ];
}

const marketOf = (name: Market['market']): Market => {
  const market = MARKETS.find((candidate) => candidate.market === name);
  if (!market) throw new Error(`No market ${name}`);
  return market;
};

const meta = {
  title: 'Content blocks/Page preview',
  component: ContentRenderer,
  // Storybook is where editors preview: a block that fails shows its notice (none should here).
  args: { showErrors: true, firstScreenEntries: 2 },
  argTypes: {
    entries: { control: 'object' },
    entry: { table: { disable: true } },
    registry: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A content page as an editor composes it, in each market: a hero banner, a text block, a jump-off group, ' +
          'a divider and a link group, from the blocks’ fixtures, rendered by `ContentRenderer` as the shop ' +
          'renders a content page. Edit `entries` to try a composition.',
      },
    },
  },
} satisfies Meta<typeof ContentRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The blocks are on the page in the editor's order, each whole, none replaced by a failure notice; the links are
 * the market's and the price is in its currency.
 */
function playFor(market: Market): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('note')).toBeNull();
    const inOrder = [
      canvas.getByRole('heading', { level: 2, name: 'The linen edit' }),
      canvas.getByRole('heading', { level: 2, name: 'Free delivery and returns' }),
      canvas.getByRole('heading', { level: 2, name: 'Shop the summer edit' }),
      canvas.getByText(/Gifts for/),
      canvas.getByRole('heading', { level: 2, name: 'Shop dresses by style' }),
    ];
    for (const [index, element] of inOrder.entries()) {
      await expect(element).toBeVisible();
      const next = inOrder[index + 1];
      if (next)
        await expect(element.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // The page's own blocks (a group's tiles are blocks inside it).
    const pageBlocks = [...canvasElement.querySelectorAll('[data-block]')].filter(
      (block) => block.parentElement?.closest('[data-block]') === null,
    );
    await expect(pageBlocks.map((block) => block.getAttribute('data-block'))).toEqual([
      'hero-banner-1',
      'text-block',
      'jump-off-group-1',
      'divider-text',
      'link-group',
    ]);

    // The market's own links and currency.
    await expect(canvas.getByRole('link', { name: 'Shop women' })).toHaveAttribute(
      'href',
      `${market.prefix}/women`,
    );
    await expect(canvas.getByRole('link', { name: 'Midi dresses' })).toHaveAttribute(
      'href',
      `${market.prefix}/womens/dresses/midi`,
    );
    await expect(canvas.getByRole('link', { name: 'How returns work' })).toHaveAttribute(
      'href',
      `${market.prefix}/help/returns`,
    );
    const threshold = formatPrice(50, market.currency, { trimZeroMinor: true });
    await expect(
      canvas.getByText(`Free delivery on orders over ${threshold},`, { exact: false }),
    ).toBeVisible();
  };
}

/** The page in the UK: paths as the editor typed them, prices in pounds. */
export const UK: Story = {
  name: 'UK',
  args: { entries: pageFor(marketOf('UK')) },
  play: playFor(marketOf('UK')),
};

/** The page in the EU: paths under /eu, prices in euros. */
export const EU: Story = {
  name: 'EU',
  args: { entries: pageFor(marketOf('EU')) },
  play: playFor(marketOf('EU')),
};

/** The page in the US: paths under /us, prices in dollars. */
export const US: Story = {
  name: 'US',
  args: { entries: pageFor(marketOf('US')) },
  play: playFor(marketOf('US')),
};
