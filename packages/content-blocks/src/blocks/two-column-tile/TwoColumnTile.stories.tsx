import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { twoColumnTileFixtures as fixtures } from './fixtures';
import { twoColumnTileSchema } from './schema';
import { TwoColumnTile } from './TwoColumnTile';

const entry = fixtureEntries(twoColumnTileSchema, fixtures);

const meta = {
  title: 'Content blocks/Two-column tile',
  component: TwoColumnTile,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    imageAltText: { control: 'text' },
    title: { control: 'text' },
    text: { control: 'text' },
    href: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    inRow: { control: 'boolean' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §2, §5. A picture, a title, text and calls to action. The whole tile is one link to its ' +
          '`href` only when the href starts with / and at most one call to action is shown; its call to action ' +
          'then only looks like a button. Otherwise each call to action is a link of its own. On its own the ' +
          'tile takes a column’s width from 768 px; in a two-column row, its column.',
      },
    },
  },
} satisfies Meta<typeof TwoColumnTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site path and one call to action: the tile is one link, reached with one Tab; the button is its text. */
export const Clickable: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const tile = links[0] as HTMLElement;
    await expect(tile).toHaveAttribute('href', '/women/dresses');
    await expect(tile).toHaveAccessibleName(/Dresses for every day/);
    await expect(tile).toHaveAccessibleName(/Shop dresses/);
    await expect(within(tile).getByText('Shop dresses').tagName).toBe('SPAN');

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    blurActiveElement(canvasElement);

    const title = canvas.getByRole('heading', { level: 2, name: 'Dresses for every day' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    const text = canvas.getByText(/From linen shifts/);
    await expectTypography(text, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.body });
  },
};

/** Two calls to action: the tile is not a link; Tab walks its two buttons, and `href` goes nowhere. */
export const TwoCallsToAction: Story = {
  args: entry('twoCallsToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop bedding', '/home/bedding'],
      ['Shop cushions', '/home/cushions'],
    ]);
    blurActiveElement(canvasElement);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    blurActiveElement(canvasElement);
  },
};

/** An address outside the site: not a whole-tile link, so the call to action is the tile's only link. */
export const ExternalHref: Story = {
  args: entry('externalHref'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Read the journal');
    await expect(links[0]).toHaveAttribute('href', 'https://journal.wardrobe.example/');
    await expect(
      canvas.getByRole('img', { name: 'A notebook and a cup of tea on a table' }).closest('a'),
    ).toBeNull();
  },
};

/** A site path and no call to action: the tile is still one link. */
export const ClickableWithoutCallToAction: Story = {
  args: entry('clickableWithoutCallToAction'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/women/knitwear');
    await expect(link).toHaveAccessibleName(/Knitwear/);
  },
};

/** Long words wrap under the picture; with a site path and one call to action the tile is still one link. */
export const LongText: Story = {
  name: 'Long text',
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '/women/swimwear');
    const block = canvasElement.querySelector<HTMLElement>('[data-block="two-column-tile"]');
    await expect(block?.scrollWidth).toBe(block?.clientWidth);
  },
};

/** No href: the call to action is the tile's link; one without a style is left out. */
export const WithoutAnHref: Story = {
  name: 'Without an href',
  args: entry('noHref'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop gifts', '/gifts'],
    ]);
    await expect(canvas.queryByText('No style, not shown')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Wrapped gifts with teal ribbon' }).closest('a')).toBeNull();
  },
};

/** `//host` starts with a slash but leaves the site: the tile is not clickable, and has no link at all. */
export const OffSiteHref: Story = {
  name: 'Off-site href',
  args: entry('protocolRelativeHref'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Summer markets' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A market stall of straw hats' })).toBeVisible();
  },
};
