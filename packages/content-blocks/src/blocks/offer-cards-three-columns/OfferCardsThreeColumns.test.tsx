import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { offerCardsThreeColumnsFixtures as fixtures } from './fixtures';
import { OfferCardsThreeColumns } from './OfferCardsThreeColumns';
import { offerCardsThreeColumnsSchema } from './schema';

beforeAll(preloadBlockIslands);
afterEach(cleanup);

/** The panel's code is imported on the first press: on a busy machine that can take more than a second. */
const SLOW = { timeout: 5000 };

const renderEntry = (entry: unknown) =>
  render(<OfferCardsThreeColumns {...offerCardsThreeColumnsSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  offerCardsThreeColumnsSchema
    .safeParse(entry)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('offerCardsThreeColumnsSchema', () => {
  it('is the offer cards’ model with its own content type', () => {
    expect(offerCardsThreeColumnsSchema.parse(fixtures.default)._meta.schema).toBe(
      'https://schema.wardrobe.shop/blocks/offer-cards-three-columns',
    );
    expect(
      issuePaths({ ...fixtures.default, _meta: { schema: 'https://schema.wardrobe.shop/blocks/x' } })?.[0],
    ).toEqual([
      '_meta.schema',
      'Expected the content type "https://schema.wardrobe.shop/blocks/offer-cards-three-columns"',
    ]);
  });

  it('refuses no offers, an offer that is not a list, an untitled offer, an unknown style, a video', () => {
    expect(issuePaths(fixtures.invalidNoOffers)).toEqual([
      ['offers', 'The offer cards need at least one offer'],
    ]);
    expect(issuePaths(fixtures.invalidOffersNotAList)?.[0]?.[0]).toBe('offers');
    expect(issuePaths(fixtures.invalidOfferWithoutTitle)?.[0]).toEqual([
      'offers.2.title',
      'An offer needs a title',
    ]);
    expect(issuePaths(fixtures.invalidButtonStyle)?.[0]?.[0]).toBe('offers.0.CTA.buttonStyle');
    expect(issuePaths(fixtures.invalidVideoAsImage)?.[0]?.[0]).toBe('offers.0.image._meta.schema');
  });
});

describe('OfferCardsThreeColumns', () => {
  it.each([
    ['default', 3, '3', '(min-width: 576px) 33vw, 100vw'],
    ['sixOffers', 6, '3', '(min-width: 576px) 33vw, 100vw'],
    ['twoOffers', 2, '2', '(min-width: 576px) 50vw, 100vw'],
  ] as const)(
    'sets %s (%i offers) in %s columns from the small breakpoint',
    (name, count, columns, sizes) => {
      const { container } = renderEntry(fixtures[name]);
      expect(container.firstElementChild?.getAttribute('data-block')).toBe('offer-cards-three-columns');
      expect(screen.getAllByRole('listitem')).toHaveLength(count);
      expect(screen.getByRole('list').dataset.columns).toBe(columns);
      for (const picture of screen.getAllByRole('img')) expect(picture.getAttribute('sizes')).toBe(sizes);
    },
  );

  it('lists the offers under the title (h2) with their footers', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Good Stuff for members' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      '15% off knitwear',
      'Free delivery over £50',
      'A birthday treat',
    ]);
    expect(screen.getAllByText('Valid until', { exact: false }).map((date) => date.textContent)).toEqual([
      'Valid until 31-12-26',
      'Valid until 30-06-26',
    ]);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Terms & Conditions for 15% off knitwear',
      'Delivery terms for Free delivery over £50',
      'Terms & Conditions for A birthday treat',
    ]);
  });

  it('opens each offer’s own terms', async () => {
    const user = userEvent.setup();
    renderEntry(fixtures.default);
    await user.click(screen.getByRole('button', { name: 'Terms & Conditions for A birthday treat' }));
    const panel = await screen.findByRole('dialog', { name: 'A birthday treat' }, SLOW);
    expect(within(panel).getByText('Spend £30 or more. One voucher per member per year.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no footer on offers without a date or terms', () => {
    const { container } = renderEntry(fixtures.noFooter);
    expect(container.querySelector('[data-offer-footer]')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
