import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { cardItem, expectCardColumns } from '../offer-cards-two-columns/cards.testing';
import { offerCardsThreeColumnsFixtures as fixtures } from './fixtures';
import { OfferCardsThreeColumns } from './OfferCardsThreeColumns';
import { offerCardsThreeColumnsSchema } from './schema';

const entry = fixtureEntries(offerCardsThreeColumnsSchema, fixtures);

const meta = {
  title: 'Content blocks/Offer cards (three columns)',
  component: OfferCardsThreeColumns,
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
          'Spec 002 §1, §2, §3 "Offer", §9. The two-column block’s offers in three columns from 576 px (two with ' +
          'fewer than three offers; stacked below 576 px). Each offer’s optional footer shows ' +
          "'Valid until DD-MM-YY' and its terms button, which opens the terms side panel.",
      },
    },
  },
} satisfies Meta<typeof OfferCardsThreeColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title over three offers, three across from 576 px; their footers, colours and alignments. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Good Stuff for members' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expectCardColumns(canvas.getByRole('list'), 3);
    await expect(canvas.getAllByText(/^Valid until/).map((date) => date.textContent)).toEqual([
      'Valid until 31-12-26',
      'Valid until 30-06-26',
    ]);
    const knitwear = within(cardItem(canvasElement, '15% off knitwear'));
    await expectTypography(knitwear.getByRole('heading', { level: 3 }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h5,
    });
  },
};

/** The birthday offer's terms by keyboard: Enter opens the panel (no link: the offer gives none), Escape closes. */
export const TermsPanelByKeyboard: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Terms & Conditions for A birthday treat' });
    blurActiveElement(canvasElement);
    // Each offer: its button, then its terms; the birthday offer is the third.
    for (let stop = 0; stop < 6; stop += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const panel = await page.findByRole('dialog', { name: 'A birthday treat' }, { timeout: 5000 });
    // The panel slides in (opacity from 0): visible once it has.
    await waitFor(() =>
      expect(within(panel).getByText('Spend £30 or more. One voucher per member per year.')).toBeVisible(),
    );
    await expect(within(panel).queryAllByRole('link')).toHaveLength(0);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Two offers: two columns, never an empty third. */
export const TwoOffers: Story = {
  args: entry('twoOffers'),
  play: async ({ canvasElement }) => {
    await expectCardColumns(within(canvasElement).getByRole('list'), 2);
  },
};

/** Six offers: two rows of three; no block title, so the offers' titles are h2. */
export const SixOffers: Story = {
  args: entry('sixOffers'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCardColumns(canvas.getByRole('list'), 3);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(6);
  },
};

/** No footers. */
export const NoFooter: Story = {
  args: entry('noFooter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/^Valid until/)).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Text cards without pictures, each readable on its colour. */
export const NoImages: Story = {
  args: entry('noImage'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    const dark = cardItem(canvasElement, 'Key workers save 10%').firstElementChild as HTMLElement;
    await expect(getComputedStyle(dark).color).toBe('rgb(255, 255, 255)');
    const light = cardItem(canvasElement, 'Students save 10%').firstElementChild as HTMLElement;
    await expect(getComputedStyle(light).color).toBe('rgb(0, 0, 0)');
  },
};

/** A long card beside two short ones: the row's cards end level, their buttons at their feet. */
export const LongTexts: Story = {
  args: entry('longTexts'),
  play: async ({ canvasElement }) => {
    await expectCardColumns(within(canvasElement).getByRole('list'), 3);
  },
};
