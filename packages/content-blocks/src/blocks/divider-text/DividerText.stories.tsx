import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { DividerText } from './DividerText';
import { dividerTextFixtures as fixtures } from './fixtures';
import { dividerTextSchema } from './schema';

const entry = fixtureEntries(dividerTextSchema, fixtures);

/** `#7A2E3A` → `rgb(122, 46, 58)`, as computed styles give colours. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const rules = (canvasElement: HTMLElement) => [
  ...canvasElement.querySelectorAll<HTMLElement>('[data-block="divider-text"] [data-rule]'),
];

const meta = {
  title: 'Content blocks/Divider text',
  component: DividerText,
  tags: ['autodocs'],
  argTypes: {
    text: { control: 'text' },
    textColour: { control: 'color' },
    ruleColour: { control: 'color' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1. A label between two rules: a paragraph, with the rules hidden from assistive technology. ' +
          '`textColour` applies only if it reads at 4.5:1 on the page; `ruleColour` defaults to the text colour.',
      },
    },
  },
} satisfies Meta<typeof DividerText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Theme colours: black text between black rules, in the shop's label type. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('New season');
    await expect(text.tagName).toBe('P');
    await expectTypography(text, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.body });
    const [start, end] = rules(canvasElement);
    await expect(start).toHaveAttribute('aria-hidden', 'true');
    await expect(end).toHaveAttribute('aria-hidden', 'true');
    // The rules sit either side of the text, on its middle line.
    const box = text.getBoundingClientRect();
    await expect(start?.getBoundingClientRect().right).toBeLessThan(box.left);
    await expect(end?.getBoundingClientRect().left).toBeGreaterThan(box.right);
  },
};

/** Berry text with a wavy word, between teal rules. */
export const Coloured: Story = {
  args: entry('coloured'),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('p');
    await expect(text).toHaveTextContent('Gifts for everyone');
    await expect(getComputedStyle(text as HTMLElement).color).toBe(rgb('#7A2E3A'));
    await expect(getComputedStyle(rules(canvasElement)[0] as HTMLElement).borderTopColor).toBe(
      rgb('#64E6D6'),
    );
  },
};

/** Teal text would read 1.5:1 on white: the text stays black, the rules keep the editor’s teal. */
export const PaleTextColour: Story = {
  args: entry('paleTextColour'),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Just landed');
    await expect(getComputedStyle(text).color).toBe(rgb('#000000'));
    await expect(getComputedStyle(rules(canvasElement)[1] as HTMLElement).borderTopColor).toBe(
      rgb('#64E6D6'),
    );
  },
};

/** A long label wraps; each rule keeps at least 24 px beside it. */
export const LongText: Story = {
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    for (const rule of rules(canvasElement))
      await expect(rule.getBoundingClientRect().width).toBeGreaterThanOrEqual(24);
  },
};
