import type { Meta, StoryObj } from '@storybook/react-vite';
import { mediaQueries, vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { snugContentGroupFixtures as fixtures } from './fixtures';
import { SnugContentGroup } from './SnugContentGroup';
import { snugContentGroupSchema } from './schema';

const entry = fixtureEntries(snugContentGroupSchema, fixtures);

/**
 * The cards are packed at the story's width: 2 columns below 992 px, 4 from 992 px; no gap between neighbours, and
 * the first card starts at the group's edge.
 */
async function expectSnug(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list');
  const columns = getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean).length;
  const wide = canvasElement.ownerDocument.defaultView?.matchMedia(mediaQueries.lg).matches ?? false;
  await expect({ columns }).toEqual({ columns: wide ? 4 : 2 });
  const cells = [...list.children].map((cell) => cell.getBoundingClientRect());
  const [first, second] = cells;
  if (!first || !second) throw new Error('The group needs two cards here');
  await expect(Math.round(first.left)).toBe(Math.round(list.getBoundingClientRect().left));
  await expect(Math.round(second.left)).toBe(Math.round(first.right));
  await expect(Math.round(second.top)).toBe(Math.round(first.top));
  // Cards of a row share its height: their colours meet in straight lines.
  await expect(Math.round(second.height)).toBe(Math.round(first.height));
  if (cells.length > columns) {
    const below = cells[columns];
    await expect(Math.round(below?.top ?? 0)).toBe(Math.round(first.bottom));
  }
}

const meta = {
  title: 'Content blocks/Snug content group',
  component: SnugContentGroup,
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
          'Spec 002 §1 (the fields are ours). A title and 2 to 8 snug content cards packed edge to edge: 2 ' +
          'columns on phones and tablets, 4 from 992 px, no gaps. Each card is parsed with the card’s schema: a ' +
          'broken card is left out and logged, the group stands.',
      },
    },
  },
} satisfies Meta<typeof SnugContentGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards under the group’s title (h2), their headings h3; one link per card, named by its button. */
export const FourCards: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Here to help' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expectSnug(canvasElement);
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Buy a gift card', '/gift-cards'],
      ['Find a shop', '/shop-finder'],
      ['How returns work', '/help/returns'],
      ['Delivery options', '/help/delivery'],
    ]);
  },
};

/** Two cards and no title: the cards’ headings are h2. */
export const TwoCards: Story = {
  args: entry('twoCards'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Care for your knits',
      'Gift cards',
    ]);
    await expectSnug(canvasElement);
  },
};

/** Eight cards, the most a group holds: two full rows of four on desktops. */
export const EightCards: Story = {
  args: entry('eightCards'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
    await expectSnug(canvasElement);
  },
};

/** Three cards: the last row is not full, and its end stays empty. */
export const ThreeCards: Story = {
  args: entry('threeCards'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expectSnug(canvasElement);
  },
};

/** A card without a picture and a jump-off tile are left out (and logged): the group stands with two cards. */
export const WithBrokenCard: Story = {
  args: entry('withBrokenCard'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('Where is the picture?')).toBeNull();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Buy a gift card',
      'Delivery options',
    ]);
    await expectSnug(canvasElement);
  },
};
