import type { Meta, StoryObj } from '@storybook/react-vite';
import { type SwatchBreakpoint, visibleSwatches } from '@wardrobe/domain-rules';
import { expect, userEvent, within } from 'storybook/test';
import { breakpoints } from '../../tokens/breakpoints';
import { ColourSwatches } from './ColourSwatches';
import { colourOptions } from './fixtures';
import { SWATCH_BREAKPOINTS } from './swatches';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** The breakpoint the story's viewport is in, as the CSS sees it. */
function currentBreakpoint(canvasElement: HTMLElement): SwatchBreakpoint {
  const view = canvasElement.ownerDocument.defaultView as Window;
  return SWATCH_BREAKPOINTS.filter((bp) => view.matchMedia(`(min-width: ${breakpoints[bp]}px)`).matches).at(
    -1,
  ) as SwatchBreakpoint;
}

const isShown = (element: Element) => element.getClientRects().length > 0;

/** Checks that the swatches and the '+N more' link on screen are the ones the spec asks for at this width. */
async function expectSpecCounts(canvasElement: HTMLElement, total: number) {
  const breakpoint = currentBreakpoint(canvasElement);
  const { shown, more } = visibleSwatches(total, breakpoint);
  const items = [...canvasElement.querySelectorAll('ul > li')];
  const moreLinks = [...canvasElement.querySelectorAll('a[data-more]')].filter(isShown);

  await expect(items.filter(isShown)).toHaveLength(shown);
  if (more === 0) {
    await expect(moreLinks).toHaveLength(0);
  } else {
    // One '+N more' for this width; the others are display: none, out of sight and of the a11y tree.
    await expect(moreLinks).toHaveLength(1);
    await expect(moreLinks[0]).toHaveAccessibleName(`+${more} more colours`);
    await expect(moreLinks[0]).toHaveAttribute('href', '/product/linen-shirt');
  }
}

const meta = {
  title: 'Design system/ColourSwatches',
  component: ColourSwatches,
  tags: ['autodocs'],
  args: { colours: colourOptions(12), selectedId: 'colour-1', moreHref: '/product/linen-shirt' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A product's colours as links. On listing cards it shows 3, 4, 6, 6, 8, 9 swatches (xs … 2xl, spec " +
          "000 §9) and then a '+N more' link whose N is the count hidden at that width: all in CSS, right on the " +
          'server and without layout shift. The selected colour comes first and is `aria-current`. On the ' +
          'product page (`showAll`, `size="medium"`, `ariaCurrent="page"`) every colour shows.',
      },
    },
  },
} satisfies Meta<typeof ColourSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 12 colours on a card: the visible swatches and '+N more' match the spec table at the story's width. */
export const ListingCard: Story = {
  play: async ({ canvasElement }) => {
    await expectSpecCounts(canvasElement, 12);
    const current = canvasElement.querySelector('[aria-current]');
    await expect(current).toHaveAccessibleName('Navy');
    await expect(current).toHaveAttribute('href', '/product/linen-shirt/Navy');
  },
};

/** 5 colours: '+2 more' on phones, '+1 more' from 576 px, everything from 768 px. */
export const FiveColours: Story = {
  args: { colours: colourOptions(5) },
  play: async ({ canvasElement }) => {
    await expectSpecCounts(canvasElement, 5);
  },
};

/** Three colours fit everywhere: no '+N more'. */
export const FewColours: Story = {
  args: { colours: colourOptions(3) },
  play: async ({ canvasElement }) => {
    await expectSpecCounts(canvasElement, 3);
  },
};

/** Swatch images (inline SVG here) instead of flat colours. */
export const WithImages: Story = {
  args: { colours: colourOptions(6, { images: true }), selectedId: 'colour-3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSpecCounts(canvasElement, 6);
    await expect(canvas.getByRole('link', { name: 'Sage' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Sage' }).querySelector('img')).toHaveAttribute(
      'width',
      '68',
    );
  },
};

/** The selected colour is 9th in the data: it moves to the front so it is never behind '+N more'. */
export const SelectedMovesFirst: Story = {
  args: { selectedId: 'colour-9' },
  play: async ({ canvasElement }) => {
    const links = within(within(canvasElement).getByRole('list', { name: 'Colours' })).getAllByRole('link');
    await expect(links[0]).toHaveAccessibleName('Burgundy');
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** Tab moves from swatch to swatch (focus ring on each), then to '+N more'. */
export const KeyboardFocus: Story = {
  args: { colours: colourOptions(4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    const first = canvas.getByRole('link', { name: 'Navy' });
    await expect(first).toHaveFocus();
    await expect(first.matches(':focus-visible')).toBe(true);

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ivory' })).toHaveFocus();

    const visible = within(canvas.getByRole('list', { name: 'Colours' }))
      .getAllByRole('link')
      .filter(isShown);
    for (let i = 2; i < visible.length; i += 1) await userEvent.tab();
    await userEvent.tab();
    const active = canvasElement.ownerDocument.activeElement;
    const breakpoint = currentBreakpoint(canvasElement);
    if (visibleSwatches(4, breakpoint).more > 0) {
      await expect(active).toHaveAccessibleName('+1 more colours');
    } else {
      await expect(canvasElement.contains(active)).toBe(false);
    }
  },
};

/** The product page: every colour, 44 px targets, the current one marked as the page. */
export const ProductPage: Story = {
  args: { showAll: true, size: 'medium', ariaCurrent: 'page', selectedId: 'colour-4' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = within(canvas.getByRole('list', { name: 'Colours' })).getAllByRole('link');
    await expect(links.filter(isShown)).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Rust' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: /more colours/ })).toBeNull();
  },
};
