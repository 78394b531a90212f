import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { sizeBlockFixtures as fixtures } from './fixtures';
import { SizeBlock } from './SizeBlock';
import { expectSquareGroupRows } from './SizeSquares.testing';
import { sizeBlockSchema } from './schema';

const entry = fixtureEntries(sizeBlockSchema, fixtures);

const meta = {
  title: 'Content blocks/Size block',
  component: SizeBlock,
  tags: ['autodocs'],
  // No shared args: every story names its fixture (a fixture that leaves a field out must not inherit another's).
  argTypes: {
    titleText: { control: 'text' },
    titleColour: { control: 'color' },
    ctaColour: { control: 'color' },
    hoverColour: { control: 'color' },
    underlineColour: { control: 'color' },
    showUnderline: { control: 'boolean' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3, §5, §9. A title (`h2`) and sizes as square links, up to 10 per row. Title text, its ' +
          'colour, the buttons’ colour, the hover colour and the sizes are required. Colours under 4.5:1 on the ' +
          'page fall back to black; a size is filled with `hoverColour` on hover and keyboard focus.',
      },
    },
  },
} satisfies Meta<typeof SizeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven dress sizes in navy; Tab to one and it fills with the teal hover colour, its text black. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Shop dresses by size' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h4 });
    await expect(getComputedStyle(title).color).toBe('rgb(27, 58, 75)');
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'UK 6',
      'UK 8',
      'UK 10',
      'UK 12',
      'UK 14',
      'UK 16',
      'UK 18',
    ]);
    await expect(links[2]).toHaveAttribute('href', '/womens/dresses?size=UK%2010');
    await expectTypography(links[0] as HTMLElement, {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });

    const first = links[0] as HTMLElement;
    await expect(getComputedStyle(first).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(first).backgroundColor).toBe('rgb(100, 230, 214)'));
    await expect(getComputedStyle(first).color).toBe('rgb(0, 0, 0)');
  },
};

/** The title underlined in teal; a focused size fills with burgundy and its text turns white. */
export const Underlined: Story = {
  args: entry('underlined'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Knitwear in your size' });
    await expect(getComputedStyle(title).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(title).textDecorationColor).toBe('rgb(100, 230, 214)');
    const medium = canvas.getByRole('link', { name: 'M' });
    await expect(medium).toHaveAttribute('href', '/eu/womens/knitwear?size=M');
    blurActiveElement(canvasElement);
    for (const name of ['XS', 'S', 'M']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
    await waitFor(() => expect(getComputedStyle(medium).backgroundColor).toBe('rgb(122, 46, 58)'));
    await expect(getComputedStyle(medium).color).toBe('rgb(255, 255, 255)');
  },
};

/** Fourteen sizes: 10 in the first row at 1280 px and 4 in the next; fewer per row, wrapping, on a phone. */
export const FourteenSizes: Story = {
  args: entry('fourteenSizes'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(14);
    await expectSquareGroupRows(links);
  },
};

/** A gold title and teal sizes fail 4.5:1 on white: both are black. A focused size fills with navy, text white. */
export const PaleColours: Story = {
  name: 'Pale colours',
  args: entry('contrastFallback'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Tops by size' });
    await expect(getComputedStyle(title).color).toBe('rgb(0, 0, 0)');
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['XS', 'S', 'M', 'L']);
    const first = links[0] as HTMLElement;
    await expect(getComputedStyle(first).color).toBe('rgb(0, 0, 0)');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(first).backgroundColor).toBe('rgb(27, 58, 75)'));
    await expect(getComputedStyle(first).color).toBe('rgb(255, 255, 255)');
    blurActiveElement(canvasElement);
  },
};

/** Long size names widen their squares, never breaking mid-word; half-filled sizes are left out. */
export const LongSizeNames: Story = {
  name: 'Long size names',
  args: entry('longSizeNames'),
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['One size', 'Petite 8', 'Tall 12']);
    for (const link of links) await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
  },
};
