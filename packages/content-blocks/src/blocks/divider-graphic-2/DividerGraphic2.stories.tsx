import type { Meta, StoryObj } from '@storybook/react-vite';
import { SPACING } from '@wardrobe/domain-rules';
import { expect } from 'storybook/test';
import type { SpacingSize } from '../../shared/enums';
import { fixtureEntries } from '../../shared/stories.testing';
import { DividerGraphic2 } from './DividerGraphic2';
import { dividerGraphic2Fixtures as fixtures } from './fixtures';
import { dividerGraphic2Schema } from './schema';

const entry = fixtureEntries(dividerGraphic2Schema, fixtures);

/** `#1B3A4B` → `rgb(27, 58, 75)`, as computed styles give colours. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** Two 2 px lines 6 px apart, in `colour`, hidden from assistive technology, with the chosen space around. */
const expectDouble = async (
  canvasElement: HTMLElement,
  colour: string,
  above: SpacingSize,
  below: SpacingSize,
) => {
  const block = canvasElement.querySelector<HTMLElement>('[data-block="divider-graphic-2"]');
  const lines = block?.querySelector<HTMLElement>('[data-graphic="double"]');
  if (!block || !lines) throw new Error('No double divider');
  await expect(block).toHaveAttribute('aria-hidden', 'true');
  const style = getComputedStyle(lines);
  await expect([style.borderTopWidth, style.height, style.borderBottomWidth]).toEqual(['2px', '6px', '2px']);
  await expect([style.borderTopColor, style.borderBottomColor]).toEqual([rgb(colour), rgb(colour)]);
  await expect(getComputedStyle(block).paddingTop).toBe(`${SPACING[above]}px`);
  await expect(getComputedStyle(block).paddingBottom).toBe(`${SPACING[below]}px`);
};

const meta = {
  title: 'Content blocks/Divider graphic 2',
  component: DividerGraphic2,
  tags: ['autodocs'],
  argTypes: {
    colour: { control: 'color' },
    spacingAbove: { control: 'select', options: ['XXS', 'XS', 'Small', 'Medium', 'Large', 'XL', 'XXL'] },
    spacingBelow: { control: 'select', options: ['XXS', 'XS', 'Small', 'Medium', 'Large', 'XL', 'XXL'] },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1. A double line across the block (the brand’s `{=double=}` underline), in `colour` (brand ' +
          'teal by default), with `spacingAbove` and `spacingBelow` from the spacing sizes. Decoration only: ' +
          'hidden from assistive technology.',
      },
    },
  },
} satisfies Meta<typeof DividerGraphic2>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand teal with Medium space above and below. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => expectDouble(canvasElement, '#64E6D6', 'Medium', 'Medium'),
};

/** An editor's colour, more space above than below. */
export const Coloured: Story = {
  args: entry('coloured'),
  play: async ({ canvasElement }) => expectDouble(canvasElement, '#1B3A4B', 'XL', 'Small'),
};

/** Black with the largest space. */
export const Spacious: Story = {
  args: entry('spacious'),
  play: async ({ canvasElement }) => expectDouble(canvasElement, '#000000', 'XXL', 'XXL'),
};
