import type { Meta, StoryObj } from '@storybook/react-vite';
import { VIDEO_LABELS, vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { heroBanner2Fixtures as fixtures } from './fixtures';
import { HeroBanner2 } from './HeroBanner2';
import { heroBanner2Schema } from './schema';

const entry = fixtureEntries(heroBanner2Schema, fixtures);

const bannerBox = (canvasElement: HTMLElement) => {
  const banner = canvasElement.querySelector<HTMLElement>('[data-block="hero-banner-2"]');
  if (!banner) throw new Error('No hero banner rendered');
  return banner.getBoundingClientRect();
};

/** The Quisas box sits in its corner: nearer that corner's two edges than the opposite ones. */
async function expectQuisasCorner(canvasElement: HTMLElement, text: string, corner: string) {
  const box = within(canvasElement).getByText(text).getBoundingClientRect();
  const banner = bannerBox(canvasElement);
  const [vertical, horizontal] = corner.split(' ');
  const top = box.top - banner.top;
  const bottom = banner.bottom - box.bottom;
  const left = box.left - banner.left;
  const right = banner.right - box.right;
  await expect(vertical === 'Top' ? top < bottom : bottom < top).toBe(true);
  await expect(horizontal === 'Left' ? left < right : right < left).toBe(true);
}

/** Every box lies inside the banner: nothing spills out at this width. */
async function expectInsideBanner(canvasElement: HTMLElement, elements: readonly HTMLElement[]) {
  const banner = bannerBox(canvasElement);
  for (const element of elements) {
    const box = element.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(banner.left - 0.5);
    await expect(box.right).toBeLessThanOrEqual(banner.right + 0.5);
    await expect(box.bottom).toBeLessThanOrEqual(banner.bottom + 0.5);
    await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  }
}

const positions = [
  'Center',
  'Top',
  'Bottom',
  'Left',
  'Right',
  'Top Left',
  'Top Right',
  'Bottom Left',
  'Bottom Right',
];

const meta = {
  title: 'Content blocks/Hero banner 2',
  component: HeroBanner2,
  tags: ['autodocs'],
  // No shared args: every story names its fixture, so no story inherits another's fields.
  argTypes: {
    mainTitle: { control: 'text' },
    subTitle: { control: 'text' },
    quisasBoxText: { control: 'text' },
    quisasBoxPosition: {
      control: 'inline-radio',
      options: ['Top Left', 'Top Right', 'Bottom Left', 'Bottom Right'],
    },
    textColour: { control: 'inline-radio', options: ['White', 'Black'] },
    textContentAlignment: { control: 'inline-radio', options: ['Left', 'Center', 'Right'] },
    backgroundColour: { control: 'color' },
    callsToActionHeight: { control: { type: 'number', min: 1 } },
    callsToActionColumn: { control: 'boolean' },
    contentPositionDesktop: { control: 'select', options: positions },
    contentPositionMobile: { control: 'select', options: positions },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3, §5. A title, sub title and calls to action over a background colour and an optional ' +
          'desktop/mobile media, with a small Quisas box in a corner. With exactly one call to action the whole ' +
          'banner is one link to it, the call to action its button-looking text. The title is an h2.',
      },
    },
  },
} satisfies Meta<typeof HeroBanner2>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two calls to action, each its own link; the Quisas box top right. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Party season' });
    await expect(title).toBeVisible();
    // The display face at the shop's Title 1 size: 'Party' and 'season' fit across the banner at any width.
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.title1 });
    await expectTypography(canvas.getByText("Sometimes it's good to get lost in the details"), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h5,
    });
    await expectQuisasCorner(canvasElement, "Sometimes it's good to get lost in the details", 'Top Right');

    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop dresses', '/dresses'],
      ['Shop accessories', '/accessories'],
    ]);
    blurActiveElement(canvasElement);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    blurActiveElement(canvasElement);
  },
};

/**
 * Exactly one call to action: the whole banner is one link to it (one Tab), and 'Shop candles' is its
 * button-looking text, not a link inside a link. The Quisas box top left.
 */
export const SingleCallToAction: Story = {
  args: entry('singleCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = links[0] as HTMLElement;
    await expect(link).toHaveAttribute('href', '/candles');
    await expect(link).toHaveAttribute('id', 'hero2-candles');
    await expect(link).toHaveAccessibleName(/Candlelit evenings.*Shop candles/);
    const button = within(link).getByText('Shop candles');
    await expect(button.closest('a')).toBe(link);
    await expect(link.querySelectorAll('a, button')).toHaveLength(0);
    // The link covers the whole banner.
    const banner = bannerBox(canvasElement);
    const area = link.getBoundingClientRect();
    await expect([area.width, area.height].map(Math.round)).toEqual(
      [banner.width, banner.height].map(Math.round),
    );
    await expectQuisasCorner(canvasElement, 'Made by hand', 'Top Left');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/**
 * Looping video backgrounds: the Pause/Play control is first in the tab order, and Enter and Space toggle it.
 * The Quisas box bottom left.
 */
export const VideoBackground: Story = {
  args: entry('videoBackground'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = [...canvasElement.querySelectorAll('video')].find(
      (element) => element.offsetParent !== null,
    );
    if (!video) throw new Error('No video is showing');
    await expect(video.loop).toBe(true);

    // Playing by itself, unless the shopper prefers reduced motion: then it waits for Play.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const first = reduced ? VIDEO_LABELS.play : VIDEO_LABELS.pause;
    const second = reduced ? VIDEO_LABELS.pause : VIDEO_LABELS.play;
    const control = await canvas.findByRole('button', { name: first }, { timeout: 5000 });

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: second })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: first })).toHaveFocus());
    // Then the two calls to action.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop coats' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Our story' })).toHaveFocus();
    blurActiveElement(canvasElement);

    await expectQuisasCorner(canvasElement, 'Watch the film', 'Bottom Left');
    if (reduced) {
      // Back to the first frame, so the still picture is the same every time.
      video.currentTime = 0;
      await waitFor(() => expect(video.seeking).toBe(false));
    }
  },
};

/** No media: white on navy. Three calls to action in one column, 56 px high; the Quisas box bottom right. */
export const ColourBackground: Story = {
  args: entry('colourBackground'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Shop knitwear',
      'Shop coats',
      'Shop scarves',
    ]);
    const boxes = links.map((link) => link.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
    for (const [i, box] of boxes.entries()) {
      await expect(Math.round(box.height)).toBeGreaterThanOrEqual(56);
      await expect(Math.round(box.width)).toBe(220);
      if (i > 0) await expect(Math.round(box.top - (boxes[i - 1] as DOMRect).bottom)).toBe(24);
    }
    await expectQuisasCorner(canvasElement, 'Free delivery over £50', 'Bottom Right');
  },
};

/** A long title with a long word, and a long Quisas box: wrapped, scaled to the banner, never spilling out. */
export const VeryLongTitle: Story = {
  args: entry('veryLongTitle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2 });
    await expect(title).toHaveTextContent('Extraordinarily comfortable loungewear');
    await expectInsideBanner(canvasElement, [
      title,
      canvas.getByText(/^Sometimes it’s good to get lost/),
      ...canvas.getAllByRole('link'),
    ]);
  },
};

/** Black on cream with four calls to action in a row, wrapping where the banner is narrower. */
export const FourButtons: Story = {
  name: 'Four buttons',
  args: entry('fourCallsToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Women', '/women'],
      ['Men', '/men'],
      ['Kids', '/kids'],
      ['Home', '/home'],
    ]);
    const title = canvas.getByRole('heading', { level: 2, name: 'Shop by department' });
    await expect(getComputedStyle(title).color).toBe('rgb(0, 0, 0)');
    await expectInsideBanner(canvasElement, links);
  },
};

/** No call to action: not a link. The mobile picture shows at every width; the Quisas box top left. */
export const WithoutAButton: Story = {
  name: 'Without a call to action',
  args: entry('noCallsToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Into the garden' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Planters on a sunny patio' })).toBeVisible();
    await expectQuisasCorner(canvasElement, 'New this week', 'Top Left');
  },
};

/** Two calls to action, one without text: exactly one is shown, so the whole banner links to it. */
export const OneCompleteButtonOfTwo: Story = {
  name: 'One complete button of two',
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '/weekend');
    await expect(links[0]).toHaveAccessibleName(/Weekend ready.*Shop the weekend edit/);
  },
};

/** White chosen on cream would not read: the text is black. */
export const UnreadableTextColour: Story = {
  name: 'Unreadable text colour',
  args: entry('unreadableTextColour'),
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 2, name: 'Linen, washed soft' });
    await expect(getComputedStyle(title).color).toBe('rgb(0, 0, 0)');
  },
};

/** Only a title: black on white, centred, nothing else. */
export const TitleOnly: Story = {
  name: 'Title only',
  args: entry('titleOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Spring is here' });
    await expect(getComputedStyle(title).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(title).textAlign).toBe('center');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};
