import type { Meta, StoryObj } from '@storybook/react-vite';
import { SPACING } from '@wardrobe/domain-rules';
import { expect } from 'storybook/test';
import type { SpacingSize } from '../../shared/enums';
import { fixtureEntries } from '../../shared/stories.testing';
import { DividerGraphic1 } from './DividerGraphic1';
import { dividerGraphic1Fixtures as fixtures } from './fixtures';
import { dividerGraphic1Schema } from './schema';

const entry = fixtureEntries(dividerGraphic1Schema, fixtures);

/** `#7A2E3A` → `rgb(122, 46, 58)`, as computed styles give colours. */
const rgb = (hex: string) => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The line: hidden from assistive technology, 12 px tall, in `colour`, with the chosen space around it. */
const expectWave = async (
  canvasElement: HTMLElement,
  colour: string,
  above: SpacingSize,
  below: SpacingSize,
) => {
  const block = canvasElement.querySelector<HTMLElement>('[data-block="divider-graphic-1"]');
  const wave = block?.querySelector<HTMLElement>('[data-graphic="wave"]');
  if (!block || !wave) throw new Error('No wavy divider');
  await expect(block).toHaveAttribute('aria-hidden', 'true');
  await expect(wave.getBoundingClientRect().height).toBe(12);
  await expect(getComputedStyle(wave).backgroundColor).toBe(rgb(colour));
  await expect(getComputedStyle(block).paddingTop).toBe(`${SPACING[above]}px`);
  await expect(getComputedStyle(block).paddingBottom).toBe(`${SPACING[below]}px`);
};

const meta = {
  title: 'Content blocks/Divider graphic 1',
  component: DividerGraphic1,
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
          'Spec 002 §1. A wavy line across the block (the brand’s `{~wavy~}` underline), in `colour` (brand teal ' +
          'by default), with `spacingAbove` and `spacingBelow` from the spacing sizes. Decoration only: hidden ' +
          'from assistive technology.',
      },
    },
  },
} satisfies Meta<typeof DividerGraphic1>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The brand teal with Medium space above and below. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => expectWave(canvasElement, '#64E6D6', 'Medium', 'Medium'),
};

/** An editor's colour with Large space. */
export const Coloured: Story = {
  args: entry('coloured'),
  play: async ({ canvasElement }) => expectWave(canvasElement, '#7A2E3A', 'Large', 'Large'),
};

/** Black, close to the blocks around it. */
export const Tight: Story = {
  args: entry('tight'),
  play: async ({ canvasElement }) => expectWave(canvasElement, '#000', 'XXS', 'XS'),
};
