import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mediaQueries } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';
import { Carousel, type CarouselProps } from './Carousel';

/** Stories name the carousel with `aria-label` (one member of the props' naming union, so args type-check). */
type CarouselStoryArgs = Extract<CarouselProps, { 'aria-label': string }>;

/** Flat colour pairs from the theme, each readable (AA) as text on its background. */
const swatches = [
  { background: vars.color.brand, color: vars.color.onBrand },
  { background: vars.color.grey900, color: vars.color.textInverse },
  { background: vars.color.grey200, color: vars.color.text },
  { background: vars.color.sale, color: vars.color.onSale },
  { background: vars.color.grey700, color: vars.color.textInverse },
  { background: vars.color.surfaceMuted, color: vars.color.text },
] as const;

const categories = ['Dresses', 'Tops', 'Knitwear', 'Jeans', 'Coats', 'Shoes', 'Bags', 'Gifts'];

/** A deterministic card: a coloured box with a title and a link at its foot (clear of the arrows). */
function Card({ title, index }: { title: string; index: number }) {
  const swatch = swatches[index % swatches.length] ?? swatches[0];
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        aspectRatio: '4 / 5',
        padding: 16,
        backgroundColor: swatch.background,
        color: swatch.color,
      }}
    >
      <h3 style={{ margin: 0, fontSize: 24 }}>{title}</h3>
      <a
        href={`#${title.toLowerCase()}`}
        style={{ color: 'inherit', alignSelf: 'flex-start', paddingBlock: 4, fontWeight: 700 }}
      >
        {`Shop ${title.toLowerCase()}`}
      </a>
    </div>
  );
}

const cards = (count: number) =>
  categories.slice(0, count).map((title, index) => <Card key={title} title={title} index={index} />);

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** The track and helpers reading where it is scrolled to. */
function carouselParts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const track = canvas.getByRole('group', { name: 'Slides' });
  const slides = Array.from(track.children) as HTMLElement[];
  const offsetOf = (index: number) => (slides[index]?.offsetLeft ?? 0) - (slides[0]?.offsetLeft ?? 0);
  const maxScroll = () => track.scrollWidth - track.clientWidth;
  return {
    canvas,
    track,
    slides,
    // `hidden`: also finds arrows that `showArrows` hides at this viewport.
    previous: canvas.getByRole('button', { name: 'Previous slide', hidden: true }),
    next: canvas.getByRole('button', { name: 'Next slide', hidden: true }),
    /** Waits until slide `index` (0-based) is the first in view. */
    atSlide: (index: number) =>
      waitFor(() => expect(Math.abs(track.scrollLeft - offsetOf(index))).toBeLessThan(2), { timeout: 4000 }),
    /** Waits until the track is scrolled to its very end. */
    atEnd: () =>
      waitFor(() => expect(track.scrollLeft).toBeGreaterThanOrEqual(maxScroll() - 1), { timeout: 4000 }),
  };
}

const meta = {
  title: 'Design system/Carousel',
  component: Carousel,
  tags: ['autodocs'],
  args: {
    'aria-label': 'New in',
    children: cards(8),
    loop: false,
    onIndexChange: fn(),
  },
  argTypes: {
    loop: { control: 'boolean' },
    showArrows: { control: 'object' },
    slidesPerView: { control: 'object' },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A horizontal scroll-snap carousel of cards. The arrows ("Previous slide" / "Next slide") move one ' +
          'card at a time, smoothly (instantly under reduced motion); with `loop` they wrap from the last card ' +
          'to the first and back, without it they disable at the ends (`loop` takes one value or values per ' +
          'breakpoint). Swiping and trackpad scrolling work ' +
          'natively and the current card follows the scroll. Keyboard: Tab reaches the arrows, then the track ' +
          '(ArrowLeft/ArrowRight move one card, Home/End go to the ends), then the links in the cards. ' +
          '`showArrows` and `slidesPerView` take one value or values per breakpoint. No autoplay.',
      },
    },
  },
} satisfies Meta<CarouselStoryArgs>;

export default meta;
type Story = StoryObj<CarouselStoryArgs>;

/** Not looping: Next and Previous move one card; Previous is disabled on the first card. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, previous, next, atSlide } = carouselParts(canvasElement);
    await expect(canvas.getByRole('region', { name: 'New in' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    await expect(canvas.getByRole('group', { name: '1 of 8' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await expect(previous).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(next);
    await atSlide(1);
    await expect(canvas.getByText('Slide 2 of 8')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(1));
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));

    await userEvent.click(previous);
    await atSlide(0);
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** Not looping, at the end: Next is disabled there but keeps focus, and pressing it does nothing. */
export const AtTheEnd: Story = {
  args: { 'aria-label': 'Last chance' },
  play: async ({ canvasElement }) => {
    const { previous, next, atEnd } = carouselParts(canvasElement);
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));

    next.focus();
    await userEvent.keyboard('{End}');
    await atEnd();
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    await expect(next).toHaveFocus();
    await expect(previous).not.toHaveAttribute('aria-disabled');

    await userEvent.click(next);
    await atEnd();
  },
};

/** Looping: Previous on the first card goes to the end, Next on the last goes back to the first. */
export const Looping: Story = {
  args: { loop: true, 'aria-label': 'Looping picks' },
  play: async ({ canvasElement }) => {
    const { previous, next, atSlide, atEnd } = carouselParts(canvasElement);
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await expect(previous).not.toHaveAttribute('aria-disabled');

    await userEvent.click(previous);
    await atEnd();
    await expect(next).not.toHaveAttribute('aria-disabled');

    await userEvent.click(next);
    await atSlide(0);

    await userEvent.click(next);
    await atSlide(1);
    await userEvent.click(previous);
    await atSlide(0);
  },
};

/**
 * Looping per breakpoint (spec 002's offer carousel): `loop={{ xs: false, md: true }}` stops at the ends on
 * phones and wraps round from 768 px.
 */
export const LoopingFromMd: Story = {
  args: { loop: { xs: false, md: true }, 'aria-label': 'Looping from tablets up' },
  play: async ({ canvasElement }) => {
    const { previous, next, atSlide, atEnd } = carouselParts(canvasElement);
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    const view = canvasElement.ownerDocument.defaultView;
    if (view?.matchMedia(mediaQueries.md).matches) {
      await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'));
      await userEvent.click(previous);
      await atEnd();
      await userEvent.click(next);
      await atSlide(0);
      return;
    }
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await atSlide(0);
    await userEvent.click(next);
    await atSlide(1);
  },
};

/** Keyboard: Tab to the track, arrow keys move one card, Home/End go to the ends, Tab enters the cards. */
export const Keyboard: Story = {
  args: { 'aria-label': 'Shop by category' },
  play: async ({ canvasElement }) => {
    const { canvas, track, previous, next, atSlide, atEnd } = carouselParts(canvasElement);
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await expect(previous.matches(':focus-visible')).toBe(true);
    await userEvent.tab();
    await expect(next).toHaveFocus();
    await userEvent.tab();
    await expect(track).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await atSlide(1);
    await userEvent.keyboard('{ArrowRight}');
    await atSlide(2);
    await userEvent.keyboard('{ArrowLeft}');
    await atSlide(1);
    await userEvent.keyboard('{End}');
    await atEnd();
    await userEvent.keyboard('{Home}');
    await atSlide(0);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop dresses' })).toHaveFocus();
  },
};

/**
 * Spec 002's scrollable card carousel with 4 cards: loops, scrolls one card, and hides its arrows on large
 * screens (fewer than 5 cards), where all four are in view.
 */
export const CardCarouselFewCards: Story = {
  args: {
    'aria-label': 'Trending',
    children: cards(4),
    loop: true,
    showArrows: { lg: false },
  },
  play: async ({ canvasElement }) => {
    const { previous, next, atSlide, atEnd } = carouselParts(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    if (view?.matchMedia(mediaQueries.lg).matches) {
      await expect(previous).not.toBeVisible();
      await expect(next).not.toBeVisible();
      return;
    }
    await expect(next).toBeVisible();
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(previous);
    await atEnd();
    await userEvent.click(next);
    await atSlide(0);
  },
};

/** Arrows hidden everywhere: swiping and the keyboard on the track still move it. */
export const WithoutArrows: Story = {
  args: { 'aria-label': 'Editorial', showArrows: false },
  play: async ({ canvasElement }) => {
    const { track, previous, atSlide } = carouselParts(canvasElement);
    await expect(previous).not.toBeVisible();
    await waitFor(() => expect(track.scrollWidth).toBeGreaterThan(track.clientWidth));

    track.focus();
    await userEvent.keyboard('{ArrowRight}');
    await atSlide(1);
    await userEvent.keyboard('{ArrowLeft}');
    await atSlide(0);
  },
};

/** Two per view from the start: with only two cards everything fits, so both arrows are disabled. */
export const EverythingInView: Story = {
  args: { 'aria-label': 'Offers', children: cards(2), slidesPerView: 2, loop: true },
  play: async ({ canvasElement }) => {
    const { previous, next, atSlide } = carouselParts(canvasElement);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(next);
    await atSlide(0);
  },
};

/** Slides per view per breakpoint: one on phones, two from `sm`, three from `lg` (offer cards). */
export const SlidesPerBreakpoint: Story = {
  args: {
    'aria-label': 'Offers for you',
    children: cards(6),
    slidesPerView: { xs: 1, sm: 2, lg: 3 },
  },
  play: async ({ canvasElement }) => {
    const { slides, track, next, atSlide } = carouselParts(canvasElement);
    const view = canvasElement.ownerDocument.defaultView;
    const expected = view?.matchMedia(mediaQueries.lg).matches
      ? 3
      : view?.matchMedia(mediaQueries.sm).matches
        ? 2
        : 1;
    const inView = Math.round(track.clientWidth / (slides[0]?.getBoundingClientRect().width ?? 1));
    await expect(inView).toBe(expected);

    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(next);
    await atSlide(1);
  },
};
