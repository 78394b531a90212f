import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { CustomHtml } from './CustomHtml';
import { customHtmlFixtures as fixtures } from './fixtures';
import { customHtmlSchema } from './schema';

const entry = fixtureEntries(customHtmlSchema, fixtures);

/** The block's frame, found by its accessible name. */
const frameNamed = (canvasElement: HTMLElement, title: string) =>
  within(canvasElement).getByTitle<HTMLIFrameElement>(title);

/** Waits until the frame has taken a height its content reported that passes `check`, and answers it. */
const contentHeight = async (frame: HTMLIFrameElement, check: (height: number) => boolean = () => true) => {
  await waitFor(
    () => {
      expect(frame).toHaveAttribute('data-height-source', 'content');
      expect(check(frame.getBoundingClientRect().height)).toBe(true);
    },
    { timeout: 5000 },
  );
  return frame.getBoundingClientRect().height;
};

const meta = {
  title: 'Content blocks/Custom HTML block',
  component: CustomHtml,
  tags: ['autodocs'],
  argTypes: {
    html: { control: 'text' },
    css: { control: 'text' },
    javascript: { control: 'text' },
    title: { control: 'text' },
    initialHeight: { control: { type: 'number', min: 0, max: 10_000 } },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3. The editor’s `html`, `css` and `javascript` in a frame sandboxed with `allow-scripts` ' +
          'only (an opaque origin: it cannot reach the shop’s page), under its own Content Security Policy (inline ' +
          'script and style, https and data: images, no network, no forms). Its height follows its content; ' +
          '`title` names it for assistive technology.',
      },
    },
  },
} satisfies Meta<typeof CustomHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A styled card whose script fills in a number; the frame shrinks from 150 px to the card's height. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const frame = frameNamed(canvasElement, 'Summer sale countdown');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    // It shrinks from the initial 150 px to the card's own height.
    const height = await contentHeight(frame, (h) => h > 60 && h < 150);
    await expect(height).toBeLessThan(150);
  },
};

/** A table with its own style and no script of the editor's. */
export const HtmlOnly: Story = {
  args: entry('htmlOnly'),
  play: async ({ canvasElement }) => {
    const frame = frameNamed(canvasElement, 'Size chart');
    await expect(await contentHeight(frame, (h) => h > 150)).toBeGreaterThan(150);
  },
};

/** The editor's script makes the content 520 px tall 300 ms after load: the frame grows to it. */
export const ScriptSetsHeight: Story = {
  args: entry('scriptSetsHeight'),
  play: async ({ canvasElement }) => {
    const frame = frameNamed(canvasElement, 'Custom content');
    await waitFor(() => expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(520), {
      timeout: 5000,
    });
    await expect(frame.getBoundingClientRect().height).toBeLessThan(600);
  },
};

/**
 * The frame cannot reach the page: sandboxed with allow-scripts only, so its origin is opaque. From the page its
 * document is null and its window's document throws; inside, the probe's `parent.document` throws too, and the
 * frame says so.
 */
export const CannotReachThePage: Story = {
  args: entry('parentProbe'),
  play: async ({ canvasElement }) => {
    const frame = frameNamed(canvasElement, 'Sandbox probe');
    await expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    await expect(frame.sandbox.contains('allow-same-origin')).toBe(false);
    await contentHeight(frame, (h) => h > 30);
    await expect(frame.contentDocument).toBeNull();
    await expect(() => frame.contentWindow?.document).toThrow();
  },
};

/**
 * The editor's code holds `</style>` and `</script>` inside its strings: escaped, so the frame's document is not
 * cut short and its own script (after the editor's) still reports the content's height.
 */
export const ClosingTagsInCode: Story = {
  name: 'Closing tags in the code',
  args: entry('closingTagsInCode'),
  play: async ({ canvasElement }) => {
    const frame = frameNamed(canvasElement, 'Embedded note');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(await contentHeight(frame, (h) => h > 20 && h < 150)).toBeLessThan(150);
  },
};
