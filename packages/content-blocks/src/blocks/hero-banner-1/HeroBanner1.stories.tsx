import type { Meta, StoryObj } from '@storybook/react-vite';
import { VIDEO_LABELS, vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { heroBanner1Fixtures as fixtures } from './fixtures';
import { HeroBanner1 } from './HeroBanner1';
import { heroBanner1Schema } from './schema';

const entry = fixtureEntries(heroBanner1Schema, fixtures);

const bannerIn = (canvasElement: HTMLElement) => {
  const banner = canvasElement.querySelector<HTMLElement>('[data-block="hero-banner-1"]');
  if (!banner) throw new Error('No hero banner rendered');
  return banner;
};

/** Every box lies inside the banner: nothing spills out at this width. */
async function expectInsideBanner(canvasElement: HTMLElement, elements: readonly HTMLElement[]) {
  const banner = bannerIn(canvasElement).getBoundingClientRect();
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
const alignments = ['Left', 'Center', 'Right'];
const colours = ['White', 'Black'];
const fonts = ['Quisas', 'Quisas-2', 'Athletics'];

const meta = {
  title: 'Content blocks/Hero banner 1',
  component: HeroBanner1,
  tags: ['autodocs'],
  // No shared args: every story names its fixture, so no story inherits another's fields.
  argTypes: {
    topHeading: { control: 'text' },
    heading: { control: 'text' },
    subHeading: { control: 'text' },
    url: { control: 'text' },
    topHeadingTextColour: { control: 'inline-radio', options: colours },
    headingTextColour: { control: 'inline-radio', options: colours },
    subHeadingTextColour: { control: 'inline-radio', options: colours },
    topHeadingFont: { control: 'inline-radio', options: fonts },
    headingFont: { control: 'inline-radio', options: fonts },
    subHeadingFont: { control: 'inline-radio', options: fonts },
    contentPositionDesktop: { control: 'select', options: positions },
    contentPositionMobile: { control: 'select', options: positions },
    innerContentAlignmentDesktop: { control: 'inline-radio', options: alignments },
    innerContentAlignmentMobile: { control: 'inline-radio', options: alignments },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3, §5, §9. Three texts over a desktop/mobile background (image or video), placed and ' +
          'aligned per width. The whole banner is one link when it has a url and no call to action is shown; ' +
          'otherwise up to four calls to action, `buttonsLayout` of them side by side in 220 px containers ' +
          'with 1.5rem gaps. The heading is an h2.',
      },
    },
  },
} satisfies Meta<typeof HeroBanner1>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture backgrounds, three texts and two buttons side by side: the buttons are the only links. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'The linen edit' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('New season')).toBeVisible();
    await expect(canvas.getByText('Light layers for long days')).toBeVisible();
    // The display face at the editor's size: 94 px wherever its widest word fits across the banner.
    await expectTypography(heading, { fontFamily: vars.font.quisas });
    if (window.innerWidth >= 768) await expect(getComputedStyle(heading).fontSize).toBe('94px');
    await expectTypography(canvas.getByText('New season'), { fontFamily: vars.font.athletics });

    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop women', '/women'],
      ['Shop men', '/men'],
    ]);
    // The picture shown at this width is fetched first thing: preloaded from the head for the widths it shows at
    // (the other of the pair is never fetched here), at high priority.
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    for (const image of canvas.getAllByRole('img') as HTMLImageElement[]) {
      await expect(image.fetchPriority).toBe('high');
      const preload = preloads.find(
        (link) => link.getAttribute('imagesrcset') === image.getAttribute('srcset'),
      );
      await expect(preload && window.matchMedia(preload.media).matches).toBe(true);
    }
    blurActiveElement(canvasElement);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    blurActiveElement(canvasElement);
  },
};

/** A url and no call to action: the whole banner is one link, reached with one Tab, with no link inside it. */
export const WholeBannerLink: Story = {
  args: entry('wholeBannerLink'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'Up to 50% off The summer sale Ends Sunday at midnight' });
    await expect(link).toHaveAttribute('href', '/sale');
    await expect(within(link).getByRole('heading', { level: 2, name: 'The summer sale' })).toBeVisible();
    await expect(link.querySelectorAll('a, button')).toHaveLength(0);
    // The link covers the banner, so a click anywhere on the picture follows it.
    const banner = bannerIn(canvasElement).getBoundingClientRect();
    const area = link.getBoundingClientRect();
    await expect([area.width, area.height].map(Math.round)).toEqual(
      [banner.width, banner.height].map(Math.round),
    );
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/**
 * Video backgrounds (looping on desktop). The Pause/Play control comes first in the tab order and sits beside
 * the whole-banner link, not in it: Enter and Space toggle it.
 */
export const VideoBackground: Story = {
  args: entry('videoBackground'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', {
      name: 'In the studio Made to last Watch how our knitwear is made',
    });
    await expect(link).toHaveAttribute('href', '/knitwear');
    const video = [...canvasElement.querySelectorAll('video')].find(
      (element) => element.offsetParent !== null,
    );
    if (!video) throw new Error('No video is showing');
    await expect(video).toHaveAttribute('aria-label');

    // Playing by itself, unless the shopper prefers reduced motion: then it waits for Play.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const first = reduced ? VIDEO_LABELS.play : VIDEO_LABELS.pause;
    const second = reduced ? VIDEO_LABELS.pause : VIDEO_LABELS.play;
    const control = await canvas.findByRole('button', { name: first }, { timeout: 5000 });
    await expect(link.contains(control)).toBe(false);

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: second })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: first })).toHaveFocus());
    await userEvent.tab();
    await expect(link).toHaveFocus();
    blurActiveElement(canvasElement);

    if (reduced) {
      // Back to the first frame, so the still picture is the same every time.
      video.currentTime = 0;
      await waitFor(() => expect(video.seeking).toBe(false));
    }
  },
};

/** Layout 4: four 220 px containers, 1.5rem apart, in one row where the banner is wide enough. */
export const FourCallsToAction: Story = {
  args: entry('fourCallsToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Women', 'Men', 'Kids', 'Home']);
    const boxes = links.map((link) => link.getBoundingClientRect());
    for (const box of boxes) await expect(Math.round(box.width)).toBe(220);
    for (let i = 1; i < boxes.length; i += 1) {
      const [before, after] = [boxes[i - 1], boxes[i]] as [DOMRect, DOMRect];
      // Side by side: 24 px (1.5rem) apart; else wrapped to the next row, 24 px below.
      if (Math.round(after.top) === Math.round(before.top))
        await expect(Math.round(after.left - before.right)).toBe(24);
      else await expect(Math.round(after.top - before.bottom)).toBeGreaterThanOrEqual(24);
    }
    const banner = bannerIn(canvasElement).getBoundingClientRect();
    if (banner.width >= 952 + 2 * 72)
      await expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    await expectInsideBanner(canvasElement, links);
  },
};

/** Layout 1 with three buttons: one column, lined up on the right with right-aligned black text. */
export const StackedCallsToAction: Story = {
  args: entry('stackedCallsToAction'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Trainers', 'Sandals', 'Boots']);
    const boxes = links.map((link) => link.getBoundingClientRect());
    await expect(new Set(boxes.map((box) => Math.round(box.right))).size).toBe(1);
    await expect(boxes.every((box, i) => i === 0 || box.top > (boxes[i - 1] as DOMRect).bottom)).toBe(true);
  },
};

/** A long heading at the 94 px default: it wraps, and scales to the banner below 768 px, never spilling out. */
export const VeryLongHeading: Story = {
  args: entry('veryLongHeading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('Extraordinarily comfortable loungewear');
    await expectInsideBanner(canvasElement, [
      heading,
      canvas.getByText('Limited edition'),
      canvas.getByRole('link', { name: 'Shop loungewear' }),
    ]);
  },
};

const atDesktop = () => window.matchMedia('(min-width: 768px)').matches;

/** A url and a call to action: the button is shown, so the banner is not a link (links never nest). */
export const LinkAndButton: Story = {
  name: 'A url and a button',
  args: entry('linkWithCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop homeware', '/homeware'],
    ]);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Homeware, made slow' })).toBeVisible();
  },
};

/** A video from 768 px, a picture below it: each width takes its own kind of media. */
export const VideoOnDesktopPictureOnMobile: Story = {
  name: 'Video on desktop, picture on mobile',
  args: entry('mixedBackgrounds'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Knit one, wear all year' })).toBeVisible();
    const videos = [...canvasElement.querySelectorAll('video')].filter(
      (video) => video.offsetParent !== null,
    );
    if (atDesktop()) {
      await expect(videos).toHaveLength(1);
      await expect(canvas.queryByRole('img', { name: 'A cable-knit jumper folded on a chair' })).toBeNull();
      const [video] = videos as [HTMLVideoElement];
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        // Back to the first frame, so the still picture is the same every time.
        video.currentTime = 0;
        await waitFor(() => expect(video.seeking).toBe(false));
      }
    } else {
      await expect(videos).toHaveLength(0);
      await expect(canvas.getByRole('img', { name: 'A cable-knit jumper folded on a chair' })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Shop knitwear' })).toHaveAttribute('href', '/knitwear');
  },
};

/** Layout 1 with one button: a single 220 px container under the centred text. */
export const OneButton: Story = {
  name: 'One button',
  args: entry('oneCallToAction'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop dresses' });
    await expect(link).toHaveAttribute('href', '/dresses');
    await expect(Math.round(link.getBoundingClientRect().width)).toBe(220);
  },
};

/** Layout 3: three buttons side by side where the banner is wide enough, wrapping where it is not. */
export const ThreeButtons: Story = {
  name: 'Three buttons',
  args: entry('threeCallsToAction'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Gifts for her',
      'Gifts for him',
      'Gifts for home',
    ]);
    await expectInsideBanner(canvasElement, links);
  },
};

/** Layout 2 with four buttons: two rows of two, on the left. */
export const FourButtonsTwoByTwo: Story = {
  name: 'Four buttons, two by two',
  args: entry('fourCallsToActionTwoByTwo'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Bags', 'Belts', 'Scarves', 'Jewellery']);
    const [bags, belts, scarves] = links.map((link) => link.getBoundingClientRect()) as [
      DOMRect,
      DOMRect,
      DOMRect,
    ];
    // Never more than two in a row: the third starts a row of its own.
    await expect(scarves.top).toBeGreaterThan(belts.top);
    if (atDesktop()) await expect(Math.round(belts.top)).toBe(Math.round(bags.top));
    await expectInsideBanner(canvasElement, links);
  },
};

/** Five complete buttons and one without a style: the first four complete ones are shown. */
export const MoreThanFourButtons: Story = {
  name: 'More than four buttons',
  args: entry('moreThanFourCallsToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Blue',
      'Green',
      'Pink',
      'Yellow',
    ]);
    await expect(canvas.queryByText('No style')).toBeNull();
    await expect(canvas.queryByText('Red')).toBeNull();
  },
};

/** The only button has no style, so none is shown and the url makes the whole banner one link. */
export const ButtonWithoutAStyle: Story = {
  name: 'A button without a style',
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', '/new-in');
    await expect(links[0]).toHaveAccessibleName('Just in');
    await expect(canvas.queryByText('Shop new in')).toBeNull();
  },
};

/** The editor's own faces and sizes: a Quisas top heading, an Athletics heading at 64 px, a Quisas-2 sub heading. */
export const OwnFontsAndSizes: Story = {
  name: 'Own fonts and sizes',
  args: entry('customTypography'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Notes from the studio' });
    await expectTypography(heading, { fontFamily: vars.font.athletics });
    await expectTypography(canvas.getByText('The journal'), { fontFamily: vars.font.quisas });
    await expectTypography(canvas.getByText('Stories behind the season'), { fontFamily: vars.font.quisas2 });
    // The editor's size wherever the widest word fits across the banner (a 1280 px laptop).
    if (atDesktop()) await expect(getComputedStyle(heading).fontSize).toBe('64px');
  },
};

/** Blank alt texts: each picture's own alt text stands in. No text, so no link. */
export const PicturesWithTheirOwnAltText: Story = {
  name: 'Pictures with their own alt text',
  args: entry('imageOwnAlt'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = atDesktop() ? 'A rail of summer dresses' : 'A summer dress on a hanger';
    await expect(canvas.getByRole('img', { name })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A linked banner with no text: the background's alt text names its link. */
export const LinkedPictureWithoutText: Story = {
  name: 'Linked picture without text',
  args: entry('linkNamedByAltText'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop summer dresses' });
    await expect(link).toHaveAttribute('href', '/dresses');
  },
};
