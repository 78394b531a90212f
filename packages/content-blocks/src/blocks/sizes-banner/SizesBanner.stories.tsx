import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { expectSquareGroupRows } from '../size-block/SizeSquares.testing';
import { sizesBannerFixtures as fixtures } from './fixtures';
import { SizesBanner } from './SizesBanner';
import { sizesBannerSchema } from './schema';

const entry = fixtureEntries(sizesBannerSchema, fixtures);

const meta = {
  title: 'Content blocks/Sizes banner',
  component: SizesBanner,
  tags: ['autodocs'],
  // No shared args: every story names its fixture (a fixture that leaves a field out must not inherit another's).
  argTypes: {
    heading: { control: 'text' },
    headingColour: { control: 'color' },
    backgroundColour: { control: 'color' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3, §9. A heading (`h2`) on a colour and a centred square group of sizes: up to 10 per ' +
          'row, wrapping on smaller screens. The sizes are drawn in black or white, whichever reads on the ' +
          'background, and filled with it on hover and keyboard focus.',
      },
    },
  },
} satisfies Meta<typeof SizesBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight sizes on cream under a navy heading; each a link to the listing in that size. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Find your size' });
    await expectTypography(heading, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expect(getComputedStyle(heading).color).toBe('rgb(27, 58, 75)');
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      ['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14', 'UK 16', 'UK 18', 'UK 20'].map((size) => [
        size,
        `/womens?size=${encodeURIComponent(size)}`,
      ]),
    );
  },
};

/** Fourteen sizes: at 1280 px a row of 10 and a row of 4; on a phone they wrap 4 to a row. */
export const FourteenSizes: Story = {
  args: entry('fourteenSizes'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(14);
    await expectSquareGroupRows(links);
  },
};

/** On navy the sizes are white; Tab to one and it fills white with navy text. */
export const DarkBackground: Story = {
  args: entry('darkBackground'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).color).toBe(
      'rgb(100, 230, 214)',
    );
    const xs = canvas.getByRole('link', { name: 'XS' });
    await expect(getComputedStyle(xs).color).toBe('rgb(255, 255, 255)');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(xs).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(xs).backgroundColor).toBe('rgb(255, 255, 255)'));
    await expect(getComputedStyle(xs).color).toBe('rgb(27, 58, 75)');
  },
};

/** A cream heading on white fails 4.5:1: it is black. Half-filled sizes are left out. */
export const PaleHeading: Story = {
  name: 'Pale heading',
  args: entry('contrastFallback'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Tops by size' });
    await expect(getComputedStyle(heading).color).toBe('rgb(0, 0, 0)');
    await expect(
      within(canvas.getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['S', 'M', 'L']);
  },
};

/** No heading: the sizes alone, on teal. */
export const WithoutAHeading: Story = {
  name: 'Without a heading',
  args: entry('noHeading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['S', '/mens/shirts?size=S'],
      ['M', '/mens/shirts?size=M'],
      ['L', '/mens/shirts?size=L'],
    ]);
  },
};
