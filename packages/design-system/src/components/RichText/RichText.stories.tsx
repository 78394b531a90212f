import type { Meta, StoryObj } from '@storybook/react-vite';
import { CONTENT_DEFAULTS } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichText } from './RichText';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const meta = {
  title: 'Design system/RichText',
  component: RichText,
  tags: ['autodocs'],
  args: {
    text: 'Free delivery on orders over £50.\nReturns are **free** and *easy*.\n\nNeed help? [Contact us](/help).',
    onNotationError: fn(),
  },
  argTypes: {
    text: { control: 'text' },
    headingLevel: { control: { type: 'number', min: 1, max: 6 } },
    underlineColour: { control: 'color' },
    inline: { control: 'boolean' },
    links: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Editor markdown rendered as React elements, never as HTML: paragraphs, line breaks, headings (`#`–`###`, ' +
          'levels from `headingLevel`), **strong**, *emphasis*, links and lists, plus the spec’s `{~wavy~}` and ' +
          '`{=double=}` underlines (domain-rules `parseRichText`). Only http(s), mailto, tel and `/…` links become ' +
          'links; http(s) ones open in a new tab and say so. Unmatched underline tags are reported. Server-safe.',
      },
    },
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs, a line break, strong, emphasis and a link. */
export const Paragraphs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(2);
    await expect(canvas.getByText('free').tagName).toBe('STRONG');
    await expect(canvas.getByText('easy').tagName).toBe('EM');
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/help');
    await expect(args.onNotationError).not.toHaveBeenCalled();
  },
};

/** `#`, `##` and `###` become h2, h3 and h4 with the default `headingLevel` of 2. */
export const Headings: Story = {
  args: {
    text: '# Delivery\nWe deliver to the UK, Europe and the US.\n\n## Standard\nThree to five working days.\n\n### Tracking\nEvery parcel is tracked.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Standard' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'Tracking' })).toBeVisible();
  },
};

/** Bulleted and numbered lists; an indented list nests in its item. */
export const Lists: Story = {
  args: {
    text: 'Materials:\n- Wool\n  - Merino\n  - Lambswool\n- Cotton\n\nCare:\n1. Wash at 30°\n2. Dry flat',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('ul')).toHaveLength(2);
    await expect(canvasElement.querySelector('ol')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

/**
 * Shop links stay in the tab; an http(s) link opens a new tab, with an icon and a hidden "(opens in a new tab)".
 * A link to anything else (here `javascript:`) shows its text only. Tab moves from link to link.
 */
export const Links: Story = {
  args: {
    text:
      'Read the [size guide](/size-guide), our [care blog](https://blog.example/care) or ' +
      '[email us](mailto:help@shop.example). [This one](javascript:alert(1)) is not a link.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const internal = canvas.getByRole('link', { name: 'size guide' });
    const external = canvas.getByRole('link', { name: 'care blog (opens in a new tab)' });
    await expect(internal).not.toHaveAttribute('target');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByText(/This one/).closest('a')).toBeNull();

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(internal).toHaveFocus();
    await userEvent.tab();
    await expect(external).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'email us' })).toHaveFocus();
  },
};

/** The spec's notation: wavy and double underlines, in brand teal by default. */
export const Underlines: Story = {
  args: { text: `Sometimes it's good to get {~lost~} in the {=details=}.` },
  play: async ({ args, canvasElement }) => {
    const wavy = canvasElement.querySelector('[data-underline="wavy"]') as HTMLElement;
    const double = canvasElement.querySelector('[data-underline="double"]') as HTMLElement;
    await expect(wavy).toHaveTextContent('lost');
    await expect(getComputedStyle(wavy).textDecorationStyle).toBe('wavy');
    await expect(getComputedStyle(double).textDecorationStyle).toBe('double');
    await expect(getComputedStyle(wavy).textDecorationColor).toBe('rgb(100, 230, 214)');
    await expect(args.onNotationError).not.toHaveBeenCalled();
  },
};

/** The content's `underlineColor` sets the underline colour. */
export const UnderlineColour: Story = {
  args: { text: 'Shop the {~new season~} edit.', underlineColour: '#C8102E' },
  play: async ({ canvasElement }) => {
    const wavy = canvasElement.querySelector('[data-underline="wavy"]') as HTMLElement;
    await expect(getComputedStyle(wavy).textDecorationColor).toBe('rgb(200, 16, 46)');
  },
};

/** An unmatched tag is reported (`onNotationError`, else a log line) and its text stays plain. */
export const UnmatchedNotation: Story = {
  args: { text: 'Get {~lost in the details.' },
  play: async ({ args, canvasElement }) => {
    await expect(args.onNotationError).toHaveBeenCalledWith(['Unmatched tag "{~" at 4']);
    await expect(canvasElement.querySelector('[data-underline]')).toBeNull();
    await expect(within(canvasElement).getByText('Get {~lost in the details.')).toBeVisible();
  },
};

/** `inline` for one-line fields (here the footer's box text): a span, blocks as lines. On a dark block. */
export const InlineOnDark: Story = {
  args: { text: CONTENT_DEFAULTS.footerQuisasBoxText.replace('lost', '{~lost~}'), inline: true },
  decorators: [
    (Story) => (
      <p style={{ margin: 0, padding: 16, background: '#000000', color: '#FFFFFF', fontSize: 24 }}>
        <Story />
      </p>
    ),
  ],
  play: async ({ canvasElement }) => {
    const wavy = canvasElement.querySelector('[data-underline="wavy"]') as HTMLElement;
    const root = wavy.parentElement as HTMLElement;
    await expect(root.tagName).toBe('SPAN');
    await expect(root.parentElement?.tagName).toBe('P');
    await expect(canvasElement.querySelector('p p')).toBeNull();
    await expect(getComputedStyle(wavy).color).toBe('rgb(255, 255, 255)');
  },
};
