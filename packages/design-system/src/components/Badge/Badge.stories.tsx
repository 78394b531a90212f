import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseBadgeData } from '@wardrobe/domain-rules';
import { expect, within } from 'storybook/test';
import { contrastRatio } from '../../themes/contrast';
import { Badge } from './Badge';

/** `rgb(r, g, b)` from getComputedStyle as `#RRGGBB`. */
function toHex(rgb: string): string {
  const [r = 0, g = 0, b = 0] = rgb.match(/\d+/g)?.map(Number) ?? [];
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Every badge on screen reaches 4.5:1, whatever the data said. */
async function expectReadable(badge: HTMLElement) {
  const style = getComputedStyle(badge);
  await expect(contrastRatio(toHex(style.color), toHex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
}

const meta = {
  title: 'Design system/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Sale', tone: 'sale' },
  argTypes: { tone: { control: 'inline-radio', options: ['sale', 'new', 'neutral'] } },
  parameters: {
    docs: {
      description: {
        component:
          'A short product label. Tones for the design system (sale red by default, spec 002 §9; new; neutral), or ' +
          'colours from product badge data: `<Badge {...parseBadgeData(data)} />`. Data colours below 4.5:1 ' +
          'get black or white text instead (marked `data-contrast-adjusted`); unreadable colours fall back to ' +
          'the tone. Server-safe.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: sale red. */
export const Sale: Story = {
  play: async ({ canvasElement }) => {
    await expectReadable(within(canvasElement).getByText('Sale'));
  },
};

/** New in: black on teal. */
export const New: Story = {
  args: { tone: 'new', children: 'New in' },
  play: async ({ canvasElement }) => {
    await expectReadable(within(canvasElement).getByText('New in'));
  },
};

/** Quiet labels. */
export const Neutral: Story = {
  args: { tone: 'neutral', children: 'Online only' },
  play: async ({ canvasElement }) => {
    await expectReadable(within(canvasElement).getByText('Online only'));
  },
};

/** Straight from product badge data. */
export const FromBadgeData: Story = {
  args: {
    children: undefined,
    ...parseBadgeData('name:Organic cotton,textColour:#fff,backgroundColour:#1F4D3A'),
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Organic cotton');
    await expect(badge).not.toHaveAttribute('data-contrast-adjusted');
    await expect(getComputedStyle(badge).backgroundColor).toBe('rgb(31, 77, 58)');
    await expectReadable(badge);
  },
};

/** Data with white text on CSS `red` (4.0:1): the text turns black and the badge is marked. */
export const ContrastAdjusted: Story = {
  args: { children: 'Buy 2, get 1 free', textColour: 'white', backgroundColour: 'red' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Buy 2, get 1 free');
    await expect(badge).toHaveAttribute('data-contrast-adjusted');
    await expect(getComputedStyle(badge).color).toBe('rgb(0, 0, 0)');
    await expectReadable(badge);
  },
};

/** Colours that cannot be read fall back to the tone. */
export const InvalidColours: Story = {
  args: { children: 'Sale', textColour: 'not-a-colour', backgroundColour: 'transparent' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Sale');
    await expect(badge).not.toHaveAttribute('style');
    await expectReadable(badge);
  },
};

/** Every tone and a few data badges, for visual review. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge>Sale</Badge>
      <Badge tone="new">New in</Badge>
      <Badge tone="neutral">Online only</Badge>
      <Badge textColour="#FFD700" backgroundColour="#FFFFFF">
        Last chance
      </Badge>
      <Badge textColour="#fff" backgroundColour="#000080">
        Exclusive
      </Badge>
      <Badge backgroundColour="#FFD700">Gift idea</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const badge of canvasElement.querySelectorAll<HTMLElement>('span')) await expectReadable(badge);
  },
};
