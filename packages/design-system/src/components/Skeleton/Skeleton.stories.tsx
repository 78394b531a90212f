import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Design system/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { shape: 'block', shimmer: true },
  argTypes: {
    shape: { control: 'inline-radio', options: ['block', 'text', 'circle'] },
    aspectRatio: { control: 'inline-radio', options: [undefined, '4x5', '5x7'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A placeholder sized like the content it stands for, so nothing moves when the content arrives. ' +
          'Hidden from assistive technology (mark the loading region `aria-busy`). The shimmer stops under ' +
          'reduced motion. Server-safe.',
      },
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

const first = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;

/** A block of a given height. */
export const Block: Story = {
  args: { width: 240, height: 48 },
  play: async ({ canvasElement }) => {
    const block = first(canvasElement);
    await expect(block.getBoundingClientRect().height).toBeCloseTo(48, 0);
    await expect(block.getBoundingClientRect().width).toBeCloseTo(240, 0);
  },
};

/** Three lines of copy; the last is shorter. */
export const TextLines: Story = {
  args: { shape: 'text', lines: 3, width: 320 },
  play: async ({ canvasElement }) => {
    await expect(first(canvasElement).children).toHaveLength(3);
  },
};

/** A circle (avatar, swatch). */
export const Circle: Story = {
  args: { shape: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const { width, height } = first(canvasElement).getBoundingClientRect();
    await expect(width).toBeCloseTo(48, 0);
    await expect(height).toBeCloseTo(48, 0);
  },
};

/** Product image ratios 4x5 and 5x7: the height follows the width. */
export const ImageRatios: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ width: 160 }}>
        <Skeleton {...args} aspectRatio="4x5" data-ratio="4x5" />
      </div>
      <div style={{ width: 160 }}>
        <Skeleton {...args} aspectRatio="5x7" data-ratio="5x7" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = (ratio: string) =>
      (canvasElement.querySelector(`[data-ratio="${ratio}"]`) as HTMLElement).getBoundingClientRect();
    await expect(box('4x5').height).toBeCloseTo((160 * 5) / 4, 0);
    await expect(box('5x7').height).toBeCloseTo((160 * 7) / 5, 0);
  },
};

/** A loading product card: image, name and price placeholders in a region marked busy. */
export const ProductCard: Story = {
  render: () => (
    <section aria-label="Loading products" aria-busy="true" style={{ width: 180, display: 'grid', gap: 8 }}>
      <Skeleton aspectRatio="4x5" />
      <Skeleton shape="text" lines={2} />
      <Skeleton width="40%" />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const parts = canvasElement.querySelectorAll('[aria-hidden="true"]');
    await expect(parts).toHaveLength(3);
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** Without the shimmer: a flat grey (how it looks under reduced motion). */
export const NoShimmer: Story = {
  args: { width: 240, height: 48, shimmer: false },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(first(canvasElement)).animationName).toBe('none');
  },
};
