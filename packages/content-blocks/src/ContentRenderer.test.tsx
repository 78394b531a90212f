import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { z } from 'zod';
import { heroBanner1Fixtures } from './blocks/hero-banner-1';
import { jumpOffTile1Fixtures } from './blocks/jump-off-tile-1';
import { largeTextBannerFixtures as fixtures, largeTextBannerBlock } from './blocks/large-text-banner';
import { shopTheLook1Fixtures } from './blocks/shop-the-look-1';
import { ContentRenderer } from './ContentRenderer';
import { blockRegistry, createBlockRegistry } from './registry';
import { defineBlock } from './shared/defineBlock';
import { preloadBlockIslands } from './shared/islands';
import { blockSchemaId, entryMeta } from './shared/meta';

/** A block that throws while rendering: registered through the renderer's `registry` seam. */
const explodingSchemaId = blockSchemaId('exploding');
const explodingBlock = defineBlock({
  name: 'exploding',
  title: 'Exploding test block',
  schemaId: explodingSchemaId,
  schema: z.object({ _meta: entryMeta(explodingSchemaId) }),
  component: (): never => {
    throw new Error('Boom');
  },
  fixtures: {},
});
const registry = createBlockRegistry([largeTextBannerBlock, explodingBlock]);
const explodingEntry = {
  _meta: { schema: explodingSchemaId, name: 'Exploding', deliveryKey: 'uk/exploding', deliveryId: 'id-boom' },
};

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

/** The structured `content-block-failed` lines (React's own error reports are ignored). */
function failureLines(): Record<string, unknown>[] {
  return consoleError.mock.calls.flatMap(([first]) => {
    if (typeof first !== 'string') return [];
    try {
      const line = JSON.parse(first) as Record<string, unknown>;
      return line.event === 'content-block-failed' ? [line] : [];
    } catch {
      return [];
    }
  });
}

describe('ContentRenderer', () => {
  it('renders a valid entry with its block', () => {
    render(<ContentRenderer entry={fixtures.default} />);
    expect(screen.getByText('Spring sale: up to 50% off dresses')).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders a list of entries in order, from `entries` and `entry` alike', () => {
    const { container } = render(<ContentRenderer entries={[fixtures.centred, fixtures.ceBanner]} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The new season has landed',
      'Free delivery on orders over £50',
    ]);
    cleanup();
    render(<ContentRenderer entry={[fixtures.linked]} />);
    expect(screen.getByRole('link', { name: 'Last chance: the sale ends Sunday' })).toBeTruthy();
  });

  it('renders nothing for an unknown schema and logs one structured line', () => {
    const entry = {
      _meta: {
        schema: 'https://schema.wardrobe.shop/blocks/not-a-block',
        name: 'Mystery',
        deliveryKey: 'uk/mystery',
        deliveryId: 'id-mystery',
      },
      text: 'Never shown',
    };
    const { container } = render(<ContentRenderer entry={entry} />);
    expect(container.innerHTML).toBe('');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(JSON.parse(consoleError.mock.calls[0]?.[0] as string)).toEqual({
      level: 'error',
      event: 'content-block-failed',
      schema: 'https://schema.wardrobe.shop/blocks/not-a-block',
      deliveryKey: 'uk/mystery',
      deliveryId: 'id-mystery',
      name: 'Mystery',
      reason: 'No block is registered for the content type https://schema.wardrobe.shop/blocks/not-a-block',
    });
  });

  it('treats inherited object keys as unknown schemas', () => {
    const { container } = render(<ContentRenderer entry={{ _meta: { schema: 'constructor' } }} />);
    expect(container.innerHTML).toBe('');
    expect(failureLines()).toHaveLength(1);
  });

  it('renders nothing for an entry without _meta.schema, and logs it', () => {
    const { container } = render(<ContentRenderer entries={[null, 'text', { text: 'No meta' }]} />);
    expect(container.innerHTML).toBe('');
    expect(failureLines()).toHaveLength(3);
    expect(failureLines()[2]).toMatchObject({ schema: null, reason: 'The entry has no _meta.schema' });
  });

  it('renders nothing for an entry that fails its parse, and logs the path of the first issue', () => {
    const { container } = render(<ContentRenderer entry={fixtures.invalidMissingText} />);
    expect(container.innerHTML).toBe('');
    expect(consoleError).toHaveBeenCalledTimes(1);
    const [line] = failureLines();
    expect(line).toMatchObject({ deliveryKey: 'uk/broken-no-text', name: 'No text' });
    expect(line?.reason).toBe('text: The banner needs text');
  });

  it('names nested paths in the reason', () => {
    render(<ContentRenderer entry={fixtures.invalidCallToActionStyle} />);
    expect(failureLines()[0]?.reason).toMatch(/^callsToAction\.0\.buttonStyle: /);
  });

  it('keeps the page standing when a block throws while rendering', () => {
    render(
      <ContentRenderer registry={registry} entries={[fixtures.default, explodingEntry, fixtures.centred]} />,
    );
    expect(screen.getByText('Spring sale: up to 50% off dresses')).toBeTruthy();
    expect(screen.getByText('The new season has landed')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    expect(failureLines()).toEqual([
      {
        level: 'error',
        event: 'content-block-failed',
        schema: explodingSchemaId,
        deliveryKey: 'uk/exploding',
        deliveryId: 'id-boom',
        name: 'Exploding',
        reason: 'Rendering failed: Boom',
      },
    ]);
  });

  it('shows an outlined notice with the reason when showErrors is set', () => {
    render(
      <ContentRenderer
        showErrors
        registry={registry}
        entries={[fixtures.invalidMissingText, fixtures.default, explodingEntry]}
      />,
    );
    const notices = screen.getAllByRole('note');
    expect(notices.map((n) => n.querySelector('p')?.textContent)).toEqual([
      'Content block not shown: text: The banner needs text',
      'Content block not shown: Rendering failed: Boom',
    ]);
    expect(screen.getByText('Content block not shown: text: The banner needs text')).toBeTruthy();
    expect(notices[0]?.textContent).toContain('uk/broken-no-text');
    expect(screen.getByText('Spring sale: up to 50% off dresses')).toBeTruthy();
    // A client render that throws is retried once by React, which renders the parse failure twice: the
    // server (the storefront's case) renders once. Either way, one distinct line per failed entry.
    expect(new Set(failureLines().map((line) => JSON.stringify(line))).size).toBe(2);
  });

  it('hides notices by default outside development', () => {
    const { container } = render(<ContentRenderer entry={fixtures.invalidWrongSchema} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders valid blocks on the server in one piece, with no boundary the stream could send late', () => {
    const html = renderToString(
      <ContentRenderer registry={registry} entries={[fixtures.default, fixtures.centred]} />,
    );
    expect(html).not.toContain('<!--$');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.textContent).toBe('Spring sale: up to 50% off dressesThe new season has landed');
  });

  it('lets a block that throws on the server reach the host, whose recovery renders the page in the browser', () => {
    // Reading: no Suspense per block (see ContentRenderer), so the host's error recovery takes over — Next sends
    // the page's payload and the browser renders it, where the block's boundary leaves the block out (above).
    expect(() =>
      renderToString(<ContentRenderer registry={registry} entries={[fixtures.default, explodingEntry]} />),
    ).toThrow('Boom');
  });
});

describe('ContentRenderer firstScreenEntries', () => {
  beforeAll(preloadBlockIslands);
  // A jump-off tile (its picture lazy by itself) first, then a hero (at once by itself).
  const entries = [jumpOffTile1Fixtures.default, heroBanner1Fixtures.default];
  const loading = () =>
    [...document.querySelectorAll('img')].map((img) => [
      img.closest('[data-block]')?.getAttribute('data-block'),
      img.getAttribute('loading'),
      img.getAttribute('fetchpriority'),
    ]);

  it('leaves it to each block when the page does not say: the hero at once, the tile when near', () => {
    render(<ContentRenderer entries={entries} />);

    // The hero's pair is preloaded for each one's widths (BreakpointMedia), so each is lazy with high priority.
    expect(new Set(loading().map(String))).toEqual(
      new Set(['jump-off-tile-1,lazy,', 'hero-banner-1,lazy,high']),
    );
  });

  it('loads the first screen at once and makes everything below it wait, a hero included', () => {
    render(<ContentRenderer entries={entries} firstScreenEntries={1} />);

    expect(new Set(loading().map(String))).toEqual(
      new Set(['jump-off-tile-1,eager,high', 'hero-banner-1,lazy,']),
    );
  });
});

describe('ContentRenderer currency', () => {
  beforeAll(preloadBlockIslands);

  it('shows shop the look’s prices in the store’s currency it is given, GBP by default', () => {
    render(<ContentRenderer entry={shopTheLook1Fixtures.default} currency="EUR" />);
    expect(screen.getByRole('link', { name: 'Linen shirt, €45' }).getAttribute('href')).toBe(
      '/womens/shirts/linen-shirt',
    );
    expect(screen.getByText('€59.50')).toBeTruthy();
    expect(screen.queryByText(/£/)).toBeNull();
    cleanup();

    render(<ContentRenderer entry={shopTheLook1Fixtures.default} />);
    expect(screen.getByRole('link', { name: 'Linen shirt, £45' })).toBeTruthy();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('never replaces a block’s own field: no content model has a `currency` field', () => {
    const withCurrency = Object.values(blockRegistry).flatMap((block) =>
      Object.entries(block.fixtures)
        .filter(([name]) => !name.startsWith('invalid'))
        .flatMap(([name, fixture]) => {
          const parsed = block.schema.safeParse({ ...fixture, currency: 'USD' });
          return parsed.success && Object.hasOwn(parsed.data as object, 'currency')
            ? [`${block.name} ${name}`]
            : [];
        }),
    );
    expect(withCurrency).toEqual([]);
  });
});
