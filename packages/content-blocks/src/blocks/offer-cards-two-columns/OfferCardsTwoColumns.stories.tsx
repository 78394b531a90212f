import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { cardItem, expectCardColumns } from './cards.testing';
import { offerCardsTwoColumnsFixtures as fixtures } from './fixtures';
import { OfferCardsTwoColumns } from './OfferCards';
import { offerCardsTwoColumnsSchema } from './schema';

const entry = fixtureEntries(offerCardsTwoColumnsSchema, fixtures);

const meta = {
  title: 'Content blocks/Offer cards (two columns)',
  component: OfferCardsTwoColumns,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    offers: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1, §2, §3 "Offer", §9. Offers in two columns from 576 px (stacked below it), each with its ' +
          'picture, title, description and call to action (secondary by default), and an optional footer: ' +
          "'Valid until DD-MM-YY' and the terms button, which opens the terms side panel (the offer's title, its " +
          'markdown terms, the link to the full terms). Text is black or white, whichever reads on the colours.',
      },
    },
  },
} satisfies Meta<typeof OfferCardsTwoColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title over two offers: footers with the date (DD-MM-YY) and the terms button. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Offers just for you' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expectCardColumns(canvas.getByRole('list'), 2);
    const knitwear = within(cardItem(canvasElement, '15% off knitwear'));
    await expectTypography(knitwear.getByRole('heading', { level: 3 }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h5,
    });
    await expectTypography(knitwear.getByText(/^Take 15% off/), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
    const date = knitwear.getByText(/^Valid until/);
    await expect(date).toHaveTextContent('Valid until 31-12-26');
    await expectTypography(date, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.small });
    await expect(knitwear.getByRole('link', { name: 'Shop knitwear' })).toHaveAttribute(
      'data-button-style',
      'secondary',
    );
    await expect(
      knitwear.getByRole('button', { name: 'Terms & Conditions for 15% off knitwear' }),
    ).toBeVisible();
  },
};

/**
 * The terms by keyboard: Tab to the terms button, Enter opens the side panel (the offer's title, the markdown terms,
 * the full terms' link at its foot), focus stays inside, Escape closes it and focus is back on the button.
 */
export const TermsPanelByKeyboard: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Terms & Conditions for 15% off knitwear' });
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop knitwear' })).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const panel = await page.findByRole('dialog', { name: '15% off knitwear' }, { timeout: 5000 });
    const terms = within(panel);
    // The panel slides in (opacity from 0): visible once it has.
    await waitFor(() =>
      expect(terms.getByRole('heading', { level: 2, name: '15% off knitwear' })).toBeVisible(),
    );
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true));
    await expect(terms.getByText('Excludes').tagName).toBe('STRONG');
    await expect(terms.getAllByRole('listitem')).toHaveLength(2);
    const full = terms.getAllByRole('link').at(-1);
    await expect(full).toHaveTextContent('Terms & Conditions');
    await expect(full).toHaveAttribute('href', '/terms/good-stuff-offers');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A dark card (white text) centred with a teal footer (black text); a right-aligned card, Athletics title. */
export const ColoursFontsAndAlignments: Story = {
  args: entry('styled'),
  play: async ({ canvasElement }) => {
    const delivery = cardItem(canvasElement, 'Free delivery over £50');
    const card = delivery.firstElementChild as HTMLElement;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(27, 58, 75)');
    await expect(getComputedStyle(card).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(card).textAlign).toBe('center');
    const footer = delivery.querySelector('[data-offer-footer]') as HTMLElement;
    await expect(getComputedStyle(footer).backgroundColor).toBe('rgb(100, 230, 214)');
    await expect(getComputedStyle(footer).color).toBe('rgb(0, 0, 0)');
    await expectTypography(within(delivery).getByRole('heading', { level: 2 }), {
      fontFamily: vars.font.quisas2,
    });
    await expect(within(delivery).getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'data-button-style',
      'primary',
    );

    const birthday = within(cardItem(canvasElement, 'A birthday treat'));
    await expectTypography(birthday.getByRole('heading', { level: 2 }), { fontFamily: vars.font.athletics });
    await expectTypography(birthday.getByText(/^A £10 voucher/), { fontFamily: vars.font.quisas });
    await expect(birthday.getByRole('img', { name: 'A cake with lit candles' })).toBeVisible();
  },
};

/** Three offers in two columns: the third starts the next row. */
export const ThreeOffers: Story = {
  args: entry('threeOffers'),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expectCardColumns(list, 2);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** One offer keeps a column's width, centred. */
export const SingleOffer: Story = {
  args: entry('singleOffer'),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const [item] = within(list).getAllByRole('listitem');
    const wide = window.matchMedia('(min-width: 576px)').matches;
    const box = (item as HTMLElement).getBoundingClientRect();
    const outer = list.getBoundingClientRect();
    if (wide) {
      await expect(box.width).toBeLessThan(outer.width * 0.55);
      await expect(Math.abs(box.left - outer.left - (outer.right - box.right))).toBeLessThanOrEqual(1);
    } else {
      await expect(Math.round(box.width)).toBe(Math.round(outer.width));
    }
  },
};

/** Offers without a date or terms have no footer. */
export const NoFooter: Story = {
  args: entry('noFooter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Valid until/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop the edit']);
  },
};

/** An offer without a picture: text on its colour, beside one with a picture; a date-only footer. */
export const NoImage: Story = {
  args: entry('noImage'),
  play: async ({ canvasElement }) => {
    const student = within(cardItem(canvasElement, 'Students save 10%'));
    await expect(student.queryByRole('img')).toBeNull();
    await expect(student.getByText(/^Valid until/)).toHaveTextContent('Valid until 31-01-27');
    await expect(student.queryByRole('button')).toBeNull();
  },
};

/** Long texts: the long card grows, and the row's cards end level. */
export const LongTexts: Story = {
  args: entry('longTexts'),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expectCardColumns(list, 2);
    const title = within(canvasElement).getByRole('heading', { level: 2 });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

/** Good Stuff offer entries (site/good-stuff-offer), linked and inlined as they are. */
export const GoodStuffOffers: Story = {
  args: entry('goodStuffOffer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '15% off for members' })).toBeVisible();
    await expect(canvas.getByText(/^Valid until/)).toHaveTextContent('Valid until 31-03-26');
    await expect(canvas.getByRole('button', { name: 'Offer terms for 15% off for members' })).toBeVisible();
  },
};
