import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { cardItem, expectCardColumns } from '../offer-cards-two-columns/cards.testing';
import { EditorialCards } from './EditorialCards';
import { editorialCardsFixtures as fixtures } from './fixtures';
import { editorialCardsSchema } from './schema';

const entry = fixtureEntries(editorialCardsSchema, fixtures);

const meta = {
  title: 'Content blocks/Editorial cards',
  component: EditorialCards,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    cards: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1, §3 "Editorial card". One block holding a list of cards, each with a picture (4:5), a ' +
          'title (required) and description in their fonts, and a call to action, on its background (white by ' +
          'default) with black or white text, whichever reads. Two columns from 576 px, three with three or more ' +
          'cards; stacked below 576 px.',
      },
    },
  },
} satisfies Meta<typeof EditorialCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title over three cards on the default white, three across from 576 px. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'From the journal' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expectCardColumns(canvas.getByRole('list'), 3);
    const linen = cardItem(canvasElement, 'How to care for linen');
    const card = linen.firstElementChild as HTMLElement;
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(card).color).toBe('rgb(0, 0, 0)');
    await expectTypography(within(linen).getByRole('heading', { level: 3 }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h5,
    });
    await expectTypography(within(linen).getByText(/^Wash cool/), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
    await expectTypography(
      within(cardItem(canvasElement, 'Find your denim fit')).getByRole('heading', { level: 3 }),
      { fontFamily: vars.font.quisas2 },
    );
    await expect(
      canvas.getByRole('img', { name: 'Three pairs of jeans folded on a wooden table' }),
    ).toBeVisible();
  },
};

/** A dark card (white text, centred) and a teal one (black text, right-aligned), two columns. */
export const ColoursAndAlignments: Story = {
  args: entry('styled'),
  play: async ({ canvasElement }) => {
    await expectCardColumns(within(canvasElement).getByRole('list'), 2);
    const dark = cardItem(canvasElement, 'How to care for linen').firstElementChild as HTMLElement;
    await expect(getComputedStyle(dark).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(dark).textAlign).toBe('center');
    const teal = cardItem(canvasElement, 'Find your denim fit').firstElementChild as HTMLElement;
    await expect(getComputedStyle(teal).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(teal).textAlign).toBe('right');
  },
};

/** One card keeps a column's width, centred. */
export const SingleCard: Story = {
  args: entry('singleCard'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Text-only cards; a call to action without a style shows no button. */
export const TextOnly: Story = {
  args: entry('noImage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Long texts in four cards: three columns, a second row. */
export const LongTexts: Story = {
  args: entry('longTexts'),
  play: async ({ canvasElement }) => {
    await expectCardColumns(within(canvasElement).getByRole('list'), 3);
  },
};
