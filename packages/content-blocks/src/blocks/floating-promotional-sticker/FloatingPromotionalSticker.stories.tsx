import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { SPACING, STICKER_CLOSED_PREFIX } from '@wardrobe/domain-rules';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { FloatingPromotionalSticker } from './FloatingPromotionalSticker';
import { floatingPromotionalStickerFixtures as fixtures } from './fixtures';
import { floatingPromotionalStickerSchema } from './schema';

const entry = fixtureEntries(floatingPromotionalStickerSchema, fixtures);

/** Every story starts with no sticker closed: the visit's memory outlives a story in the same tab. */
const forgetClosedStickers = () => {
  for (const key of Object.keys(sessionStorage)) {
    if (key.startsWith(STICKER_CLOSED_PREFIX)) sessionStorage.removeItem(key);
  }
};

const PAGE_TEXT = { margin: '0 0 16px', maxWidth: '40rem', lineHeight: 1.5 } as const;
const FOOTER = { marginTop: 24, padding: 16, background: '#F5F5F5', display: 'flex', gap: 24 } as const;

/**
 * The sticker floats over a page: some text, then the page's footer with its links. A story makes the page taller
 * with `parameters.pageExtraHeight` (px).
 */
const page: Decorator = (Story, { parameters }) => {
  const extraHeight = Number(parameters.pageExtraHeight ?? 0);
  return (
    <div>
      <p style={PAGE_TEXT}>
        Linen shirts, wide trousers and the dresses you will wear all summer. Everything here is made from
        natural fibres, washable at 40° and covered by our free repairs.
      </p>
      <p style={PAGE_TEXT}>Free delivery on orders over £50, and returns within 60 days.</p>
      {extraHeight > 0 && <div style={{ height: extraHeight }} />}
      <Story />
      <footer style={FOOTER}>
        <a href="#help">Help</a>
        <a href="#delivery">Delivery</a>
        <a href="#returns">Returns</a>
      </footer>
    </div>
  );
};

const stickerElement = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector<HTMLElement>('[data-block="floating-promotional-sticker"]');
  if (!element) throw new Error('No sticker');
  return element;
};

/**
 * Waits until the island has opened the sticker (it is hidden while it reads the visit's memory) and it shows,
 * contents and all: under reduced motion the theme gives every property a 0.01 ms transition (themes/base.ts),
 * so `visibility` turns back to visible a frame after the class goes.
 */
const openSticker = async (canvasElement: HTMLElement) => {
  await waitFor(() => {
    const element = stickerElement(canvasElement);
    expect(element).toHaveAttribute('data-state', 'open');
    expect(within(element).getByRole('button', { name: 'Close' })).toBeVisible();
  });
  return stickerElement(canvasElement);
};

/** The sticker sits in the window's bottom right corner, its margins from the edges (at most 12 px on a phone). */
const expectInCorner = async (element: HTMLElement, margin: keyof typeof SPACING) => {
  const mobile = window.matchMedia('(max-width: 767.98px)').matches;
  const offset = mobile ? Math.min(SPACING[margin], SPACING.XS) : SPACING[margin];
  const box = element.getBoundingClientRect();
  await expect(Math.round(window.innerWidth - box.right)).toBe(offset);
  await expect(Math.round(window.innerHeight - box.bottom)).toBe(offset);
};

const meta = {
  title: 'Content blocks/Floating promotional sticker',
  component: FloatingPromotionalSticker,
  tags: ['autodocs'],
  decorators: [page],
  beforeEach: forgetClosedStickers,
  argTypes: {
    size: { control: { type: 'range', min: 80, max: 240, step: 4 } },
    url: { control: 'text' },
    backgroundColour: { control: 'color' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      story: { inline: false, iframeHeight: 360 },
      description: {
        component:
          'Spec 002 §3 "Sticker", §4. A round sticker fixed in the window’s bottom right corner (`margins` from the ' +
          'edges; at most 112 px and 12 px from the edges below 768 px), over the page and clear of its footer. It ' +
          'is one link to `url`, named by its text lines or the image’s alt text; the Close button beside it hides ' +
          'it for the rest of the visit.',
      },
    },
  },
} satisfies Meta<typeof FloatingPromotionalSticker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture under three lines, linking to the sale, in the corner over the page. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const element = await openSticker(canvasElement);
    const sticker = within(element);
    const link = await sticker.findByRole('link', { name: /Summer\s*Sale\s*Up to 50% off/ });
    await expect(link).toHaveAttribute('href', '/sale');
    await expectTypography(sticker.getByText('Sale'), { fontFamily: vars.font.quisas });
    const close = sticker.getByRole('button', { name: 'Close' });
    await expect(close.closest('a')).toBeNull();
    await expect(close.getBoundingClientRect().width).toBe(32);
    await expect(getComputedStyle(element).position).toBe('fixed');
    await expectInCorner(element, 'Medium');
  },
};

/** Lines only, on the brand teal; the close is top left. */
export const TextLinesOnly: Story = {
  args: entry('textLinesOnly'),
  play: async ({ canvasElement }) => {
    const element = await openSticker(canvasElement);
    const sticker = within(element);
    await expect(await sticker.findByRole('link', { name: /Free\s*delivery\s*over £50/ })).toHaveAttribute(
      'href',
      '/delivery',
    );
    const [top, middle, bottom] = ['Free', 'delivery', 'over £50'].map((text) =>
      sticker.getByText(text).getBoundingClientRect(),
    );
    await expect(top?.bottom).toBeLessThanOrEqual(middle?.top ?? 0);
    await expect(middle?.bottom).toBeLessThanOrEqual(bottom?.top ?? 0);
    const close = sticker.getByRole('button', { name: 'Close' }).getBoundingClientRect();
    const box = element.getBoundingClientRect();
    await expect([close.left, close.top]).toEqual([box.left, box.top]);
  },
};

/** A picture only: its alt text names the link. */
export const ImageOnly: Story = {
  args: entry('imageOnly'),
  play: async ({ canvasElement }) => {
    const element = await openSticker(canvasElement);
    await expect(
      await within(element).findByRole('link', { name: 'Gift cards: the present that always fits' }),
    ).toHaveAttribute('href', '/gift-cards');
  },
};

/** Tab to Close, Enter: gone, and still gone on the next page of the visit. */
export const CloseByKeyboard: Story = {
  args: entry('closable'),
  render: function NextPage(args) {
    const [page, setPage] = useState(1);
    return (
      <>
        <FloatingPromotionalSticker key={page} {...args} />
        <button type="button" onClick={() => setPage((n) => n + 1)} data-page={page}>
          Go to the next page
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const element = await openSticker(canvasElement);
    const link = await within(element).findByRole('link', { name: 'New in' });
    const close = within(element).getByRole('button', { name: 'Close' });
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('[data-block="floating-promotional-sticker"]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'New in' })).toBeNull();
    // The next page of the visit mounts the block afresh: it reads the visit's memory and stays closed.
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the next page' }));
    await expect(canvas.getByRole('button', { name: 'Go to the next page' })).toHaveAttribute(
      'data-page',
      '2',
    );
    await expect(canvasElement.querySelector('[data-block="floating-promotional-sticker"]')).toBeNull();
  },
};

/** On a long page scrolled to its end, the sticker rises to stay above the page's footer and its links. */
export const StaysClearOfTheFooter: Story = {
  args: entry('notLinked'),
  parameters: { pageExtraHeight: 1600 },
  play: async ({ canvasElement }) => {
    const element = await openSticker(canvasElement);
    const footer = canvasElement.querySelector('footer');
    if (!footer) throw new Error('No footer');
    await expectInCorner(element, 'XL');
    window.scrollTo(0, document.documentElement.scrollHeight);
    // The rise is a `translate`: under reduced motion the theme's 0.01 ms transition settles it a frame later.
    await waitFor(() => {
      expect(element).toHaveAttribute('data-clear-of-footer', 'risen');
      expect(element.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top);
    });
    window.scrollTo(0, 0);
    await waitFor(() => expect(element).toHaveAttribute('data-clear-of-footer', 'corner'));
    await waitFor(() => expectInCorner(element, 'XL'));
  },
};

/** A long line wraps inside the circle; the first line's cream-on-cream colour gives way to black. */
export const LongLines: Story = {
  args: entry('longLines'),
  play: async ({ canvasElement }) => {
    const element = await openSticker(canvasElement);
    const first = within(element).getByText('Members only');
    await expect(getComputedStyle(first).color).toBe('rgb(0, 0, 0)');
    const face = element.querySelector('a');
    if (!face) throw new Error('No link');
    await expect(face.scrollWidth).toBeLessThanOrEqual(face.clientWidth);
    // Every line shows whole inside the circle's box: none is pushed out of it.
    const box = face.getBoundingClientRect();
    for (const text of ['Members only', 'Extra 10% off everything', 'This weekend']) {
      const line = within(face).getByText(text).getBoundingClientRect();
      await expect(line.top).toBeGreaterThanOrEqual(box.top);
      await expect(line.bottom).toBeLessThanOrEqual(box.bottom);
    }
  },
};
