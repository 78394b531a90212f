import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { goodStuffOfferFixtures } from '../../site/good-stuff-offer/fixtures';
import { cardColours } from './ContentCard';
import { offerCardsTwoColumnsFixtures as fixtures } from './fixtures';
import { cardGridColumns, cardGridSizes } from './grid';
import { OfferCardsTwoColumns } from './OfferCards';
import { knitwearOffer } from './offerFixtures';
import { offerCardsTwoColumnsSchema } from './schema';

// The terms buttons and pictures are client parts loaded on demand: loaded first, they render at once, as they do
// once a page has them. The terms panel itself still loads on the first press.
beforeAll(preloadBlockIslands);
afterEach(cleanup);

/** The panel's code is imported on the first press: on a busy machine that can take more than a second. */
const SLOW = { timeout: 5000 };

const renderEntry = (entry: unknown) =>
  render(<OfferCardsTwoColumns {...offerCardsTwoColumnsSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  offerCardsTwoColumnsSchema
    .safeParse(entry)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** The list item (card) holding the heading of an offer. */
const cardOf = (title: string) => screen.getByRole('heading', { name: title }).closest('li') as HTMLElement;

describe('offerCardsTwoColumnsSchema', () => {
  it('needs at least one offer, and each offer its title, naming the field', () => {
    expect(issuePaths(fixtures.invalidNoOffers)).toEqual([
      ['offers', 'The offer cards need at least one offer'],
    ]);
    expect(issuePaths(fixtures.invalidMissingOffers)).toEqual([
      ['offers', 'The offer cards need at least one offer'],
    ]);
    expect(issuePaths(fixtures.invalidOfferWithoutTitle)).toEqual([
      ['offers.1.title', 'An offer needs a title'],
    ]);
  });

  it('refuses a date that is not ISO 8601, an unknown alignment or font, a named colour, a script link', () => {
    expect(issuePaths(fixtures.invalidValidUntil)?.[0]?.[0]).toBe('offers.0.validUntil');
    expect(issuePaths(fixtures.invalidTextAlignment)?.[0]?.[0]).toBe('offers.0.textAlignment');
    expect(issuePaths(fixtures.invalidFont)?.[0]?.[0]).toBe('offers.0.titleFont');
    expect(issuePaths(fixtures.invalidColour)?.[0]?.[0]).toBe('offers.0.footerBackgroundColor');
    expect(issuePaths(fixtures.invalidTermsLink)?.[0]?.[0]).toBe('offers.0.termsAndConditionsLink.url');
  });

  it('reads the offer as the Good Stuff offer does: Left and a secondary button by default', () => {
    const [offer] = offerCardsTwoColumnsSchema.parse(fixtures.singleOffer).offers;
    expect(offer?.textAlignment).toBe('Left');
    expect(offer?.CTA).toEqual({ ...knitwearOffer.CTA, buttonStyle: 'secondary' });
  });

  it('takes an inlined Good Stuff offer entry as it is', () => {
    const { offers } = offerCardsTwoColumnsSchema.parse({
      ...fixtures.default,
      offers: [goodStuffOfferFixtures.default],
    });
    expect(offers[0]?.title).toBe('15% off for members');
  });
});

describe('card grid columns', () => {
  it('follow the count, never more than the block allows (spec §9, offerGridColumns)', () => {
    expect([1, 2, 3, 4, 6].map((count) => cardGridColumns(count))).toEqual([2, 2, 3, 3, 3]);
    expect([1, 2, 3, 6].map((count) => cardGridColumns(count, 2))).toEqual([2, 2, 2, 2]);
  });

  it('size the pictures for the columns from the small breakpoint', () => {
    expect(cardGridSizes(2)).toBe('(min-width: 576px) 50vw, 100vw');
    expect(cardGridSizes(3)).toBe('(min-width: 576px) 33vw, 100vw');
    expect(cardGridSizes(3, 'lg')).toBe('(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw');
  });
});

describe('OfferCardsTwoColumns', () => {
  it('lists the offers under the block’s title (h2), their titles one level below', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Offers just for you' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '15% off knitwear',
      'Free delivery over £50',
    ]);
  });

  it.each([
    ['default', 2, '2'],
    ['threeOffers', 3, '2'],
    ['singleOffer', 1, '2'],
  ] as const)('sets %s (%i offers) in two columns from the small breakpoint', (name, count, columns) => {
    renderEntry(fixtures[name]);
    expect(screen.getAllByRole('listitem')).toHaveLength(count);
    expect(screen.getByRole('list').dataset.columns).toBe(columns);
    for (const picture of screen.getAllByRole('img'))
      expect(picture.getAttribute('sizes')).toBe('(min-width: 576px) 50vw, 100vw');
  });

  it('uses h2 for the offers’ titles when the block has no title', () => {
    renderEntry(fixtures.styled);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Free delivery over £50',
      'A birthday treat',
    ]);
  });

  it('shows the footer with the valid-until date as DD-MM-YY and the terms button', () => {
    renderEntry(fixtures.default);
    const knitwear = within(cardOf('15% off knitwear'));
    const date = knitwear.getByText('Valid until', { exact: false });
    expect(date.textContent).toBe('Valid until 31-12-26');
    expect(date.querySelector('time')?.getAttribute('datetime')).toBe('2026-12-31');
    expect(knitwear.getByRole('button', { name: 'Terms & Conditions for 15% off knitwear' })).toBeTruthy();

    const delivery = within(cardOf('Free delivery over £50'));
    expect(delivery.getByText('Valid until', { exact: false }).textContent).toBe('Valid until 30-06-26');
    // The link's own title (`text`) names the button.
    expect(delivery.getByRole('button', { name: 'Delivery terms for Free delivery over £50' })).toBeTruthy();
  });

  it('shows no footer without a date or terms', () => {
    const { container } = renderEntry(fixtures.noFooter);
    expect(screen.queryByText('Valid until', { exact: false })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[data-offer-footer]')).toBeNull();
  });

  it('shows a date alone, or terms alone, in the footer', () => {
    renderEntry({ ...fixtures.default, offers: [fixtures.noImage.offers[0], fixtures.styled.offers[1]] });
    const student = within(cardOf('Students save 10%'));
    expect(student.getByText('Valid until', { exact: false }).textContent).toBe('Valid until 31-01-27');
    expect(student.queryByRole('button')).toBeNull();
    const birthday = within(cardOf('A birthday treat'));
    expect(birthday.queryByText('Valid until', { exact: false })).toBeNull();
    expect(birthday.getByRole('button', { name: 'Terms & Conditions for A birthday treat' })).toBeTruthy();
  });

  it('opens the terms panel by keyboard: the offer’s title, the markdown terms, the link; Escape closes it', async () => {
    const user = userEvent.setup();
    renderEntry(fixtures.default);
    const button = screen.getByRole('button', { name: 'Terms & Conditions for 15% off knitwear' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Shop knitwear');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');

    const panel = await screen.findByRole('dialog', { name: '15% off knitwear' }, SLOW);
    const terms = within(panel);
    expect(terms.getByRole('heading', { level: 2, name: '15% off knitwear' })).toBeTruthy();
    expect(panel.contains(document.activeElement)).toBe(true);
    // The markdown, rendered: a paragraph, bold text, a list and a link.
    expect(terms.getByText('One use per member, online and in our shops.').tagName).toBe('P');
    expect(terms.getByText('Excludes').tagName).toBe('STRONG');
    expect(terms.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Excludes gift cards and sale items',
      'Cannot be used with any other offer',
    ]);
    expect(terms.getByRole('link', { name: 'full offer terms' }).getAttribute('href')).toBe(
      '/terms/good-stuff-offers',
    );
    // The terms link's url, at the foot, named by its title.
    const links = terms.getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('Terms & Conditions');
    expect(links.at(-1)?.getAttribute('href')).toBe('/terms/good-stuff-offers');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button), SLOW);
  });

  it('keeps focus in the panel, and opens again from the same button', async () => {
    const user = userEvent.setup();
    renderEntry(fixtures.default);
    const button = screen.getByRole('button', { name: /^Delivery terms/ });
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Free delivery over £50' }, SLOW);
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(button), SLOW);

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Free delivery over £50' }, SLOW)).toBeTruthy();
    await user.keyboard('{Escape}');
  });

  it('shows terms without an address with no link in the panel', async () => {
    const user = userEvent.setup();
    renderEntry(fixtures.styled);
    await user.click(screen.getByRole('button', { name: 'Terms & Conditions for A birthday treat' }));
    const panel = await screen.findByRole('dialog', { name: 'A birthday treat' }, SLOW);
    expect(within(panel).getByText('Spend £30 or more. One voucher per member per year.')).toBeTruthy();
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    await user.keyboard('{Escape}');
  });

  it('logs an unmatched underline tag in the terms with the block’s identity, and shows it as text', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderEntry({
        ...fixtures.singleOffer,
        offers: [{ ...knitwearOffer, termsAndConditionsDescription: 'Ends {~soon' }],
      });
      await user.click(screen.getByRole('button', { name: /^Terms & Conditions/ }));
      const panel = await screen.findByRole('dialog', { name: '15% off knitwear' }, SLOW);
      expect(within(panel).getByText('Ends {~soon')).toBeTruthy();
      await user.keyboard('{Escape}');
      const lines = consoleError.mock.calls.map(
        (call) => JSON.parse(String(call[0])) as Record<string, unknown>,
      );
      expect(lines).toEqual([
        expect.objectContaining({
          event: 'content-rich-text-invalid',
          deliveryKey: 'us/offer-cards-two-single',
        }),
      ]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('shows the call to action as a secondary button by default, the editor’s style when chosen', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('link', { name: 'Shop knitwear' }).dataset.buttonStyle).toBe('secondary');
    expect(screen.getByRole('link', { name: 'Start shopping' }).dataset.buttonStyle).toBe('primary');
  });

  it('shows no button for an incomplete call to action', () => {
    renderEntry(fixtures.noFooter);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop the edit']);
  });

  it('names the picture by imgAltText, else by the image’s own alt', () => {
    renderEntry(fixtures.styled);
    expect(
      within(cardOf('Free delivery over £50')).getByRole('img', {
        name: 'A parcel tied with string on a doorstep',
      }),
    ).toBeTruthy();
    expect(
      within(cardOf('A birthday treat')).getByRole('img', { name: 'A cake with lit candles' }),
    ).toBeTruthy();
  });

  it('takes card widths in a reserved 16:9 box, and shows no picture box without an image', () => {
    renderEntry(fixtures.noImage);
    expect(within(cardOf('Students save 10%')).queryByRole('img')).toBeNull();
    const picture = within(cardOf('15% off knitwear')).getByRole('img');
    expect(picture.getAttribute('srcset')).toContain('1536w');
    expect(picture.getAttribute('srcset')).not.toContain('323w');
    expect(Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'))).toBeCloseTo(
      16 / 9,
      2,
    );
  });

  it('keeps text readable on any background: black or white, the footer on its own colour', () => {
    expect(cardColours('#1B3A4B', '#64E6D6')).toEqual({
      ink: '#FFFFFF',
      paper: '#1B3A4B',
      footerInk: '#000000',
      footerPaper: '#64E6D6',
    });
    expect(cardColours(undefined, undefined)).toEqual({
      ink: '#000000',
      paper: '#FFFFFF',
      footerInk: '#000000',
      footerPaper: '#FFFFFF',
    });
    renderEntry(fixtures.styled);
    const card = cardOf('Free delivery over £50').firstElementChild as HTMLElement;
    expect(card.getAttribute('style')).toContain('#FFFFFF');
    expect(card.getAttribute('style')).toContain('#1B3A4B');
    expect(card.dataset.textAlignment).toBe('Center');
  });
});
