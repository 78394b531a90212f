import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { SPACING } from '@wardrobe/domain-rules';
import { expect } from 'storybook/test';
import type { SpacingSize } from '../../shared/enums';
import { fixtureEntries } from '../../shared/stories.testing';
import { spacingBlockFixtures as fixtures } from './fixtures';
import { SpacingBlock } from './SpacingBlock';
import { spacingBlockSchema } from './schema';

const entry = fixtureEntries(spacingBlockSchema, fixtures);

const PANEL = { margin: 0, padding: '12px 16px', background: '#F4EDE4', fontFamily: 'inherit' } as const;

/** The space shows between two panels standing in for the blocks around it. */
const betweenBlocks: Decorator = (Story) => (
  <div>
    <p style={PANEL}>The block above</p>
    <Story />
    <p style={PANEL}>The block below</p>
  </div>
);

/** The spacer's height in this viewport: `mobileSize` below 768 px when set, else `size`. */
const expectHeight = async (canvasElement: HTMLElement, size: SpacingSize, mobileSize?: SpacingSize) => {
  const spacer = canvasElement.querySelector<HTMLElement>('[data-block="spacing-block"]');
  if (!spacer) throw new Error('No spacing block');
  await expect(spacer).toHaveAttribute('aria-hidden', 'true');
  const mobile = window.matchMedia('(max-width: 767.98px)').matches;
  const want = SPACING[mobile && mobileSize ? mobileSize : size];
  await expect(spacer.getBoundingClientRect().height).toBe(want);
};

const meta = {
  title: 'Content blocks/Spacing block',
  component: SpacingBlock,
  tags: ['autodocs'],
  decorators: [betweenBlocks],
  argTypes: {
    size: { control: 'select', options: ['XXS', 'XS', 'Small', 'Medium', 'Large', 'XL', 'XXL'] },
    mobileSize: { control: 'select', options: ['XXS', 'XS', 'Small', 'Medium', 'Large', 'XL', 'XXL'] },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1, sizes from §3: an empty space of XXS 6px, XS 12px, Small 24px, Medium 36px, Large 48px, ' +
          'XL 60px or XXL 72px between blocks; `mobileSize` replaces it below 768 px. Hidden from assistive ' +
          'technology.',
      },
    },
  },
} satisfies Meta<typeof SpacingBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Medium: 36 px between the blocks around it. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => expectHeight(canvasElement, 'Medium'),
};

/** The smallest and the largest of the scale. */
export const Smallest: Story = {
  args: entry('smallest'),
  play: async ({ canvasElement }) => expectHeight(canvasElement, 'XXS'),
};

export const Largest: Story = {
  args: entry('largest'),
  play: async ({ canvasElement }) => expectHeight(canvasElement, 'XXL'),
};

/** XL (60 px) from 768 px, Small (24 px) on a phone. */
export const WithMobileSize: Story = {
  args: entry('withMobileSize'),
  play: async ({ canvasElement }) => expectHeight(canvasElement, 'XL', 'Small'),
};

/** No size chosen: Medium (36 px) at every width. */
export const NoSizeChosen: Story = {
  name: 'No size chosen',
  args: entry('defaultsOnly'),
  play: async ({ canvasElement }) => expectHeight(canvasElement, 'Medium'),
};
