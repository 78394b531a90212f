import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from './Text';

const meta = {
  title: 'Design system/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Soft knit jumpers, candles that smell of autumn and gifts for everyone on your list.' },
  argTypes: {
    size: { control: 'inline-radio', options: ['body', 'small'] },
    weight: { control: 'inline-radio', options: ['medium', 'bold', 'extraBold'] },
    tone: { control: 'inline-radio', options: ['default', 'muted', 'sale', 'inverse', 'inherit'] },
    font: { control: 'inline-radio', options: ['athletics', 'quisas', 'quisas2'] },
    align: { control: 'inline-radio', options: ['left', 'center', 'right'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Body copy. Athletics (stand-in: Inter) at Medium weight by default; the spec's fonts and weights are props.",
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paragraph in the body size. */
export const Body: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = canvasElement.querySelector('p');
    await expect(paragraph).toHaveTextContent(/Soft knit jumpers/);
    await expect(getComputedStyle(paragraph as Element).fontWeight).toBe('500');
  },
};

export const Small: Story = { args: { size: 'small' } };

/** Medium, Bold and Extra Bold (500, 700, 800). */
export const Weights: Story = {
  render: (args) => (
    <div>
      <Text {...args} weight="medium">
        Medium — Free delivery over £75
      </Text>
      <Text {...args} weight="bold">
        Bold — Free delivery over £75
      </Text>
      <Text {...args} weight="extraBold">
        Extra Bold — Free delivery over £75
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const weights = [...canvasElement.querySelectorAll('p')].map((p) => getComputedStyle(p).fontWeight);
    await expect(weights).toEqual(['500', '700', '800']);
  },
};

/** The three font options: Athletics, Quisas, Quisas-2. */
export const Fonts: Story = {
  render: (args) => (
    <div>
      <Text {...args} font="athletics">
        Athletics — The Good Stuff
      </Text>
      <Text {...args} font="quisas">
        Quisas — The Good Stuff
      </Text>
      <Text {...args} font="quisas2">
        Quisas-2 — The Good Stuff
      </Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const families = [...canvasElement.querySelectorAll('p')].map((p) => getComputedStyle(p).fontFamily);
    await expect(families[0]).toMatch(/Inter Variable/);
    await expect(families[1]).toMatch(/Fraunces Variable/);
    await expect(families[2]).toMatch(/Playfair Display Variable/);
  },
};

/** Tones: default, muted, sale; inverse on a dark panel. */
export const Tones: Story = {
  render: (args) => (
    <div>
      <Text {...args} tone="default">
        Default
      </Text>
      <Text {...args} tone="muted">
        Muted — 3 colours
      </Text>
      <Text {...args} tone="sale">
        Sale — now £30.00
      </Text>
      <div style={{ background: '#000', padding: 8 }}>
        <Text {...args} tone="inverse">
          Inverse — on black
        </Text>
      </div>
    </div>
  ),
};

/** `as="span"` inside other text; truncation to one line. */
export const InlineAndTruncated: Story = {
  render: () => (
    <div style={{ width: 220 }}>
      <Text>
        Knitwear is{' '}
        <Text as="span" weight="bold" tone="sale">
          20% off
        </Text>{' '}
        this week.
      </Text>
      <Text truncate>The Cable Knit Oversized Jumper in Oatmeal Marl</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('20% off').tagName).toBe('SPAN');
    const truncated = within(canvasElement).getByText(/Cable Knit/);
    await expect(truncated.scrollWidth).toBeGreaterThan(truncated.clientWidth);
  },
};
