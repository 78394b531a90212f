import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { MOBILE_BREAKPOINT_PX } from '@wardrobe/domain-rules';
import { type ReactNode, useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { DesktopNavigation } from './DesktopNavigation';
import { desktopNavigationFixtures as fixtures } from './fixtures';
import { desktopNavigationSchema } from './schema';

const entry = fixtureEntries(desktopNavigationSchema, fixtures);

const dataLayer = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.defaultView as unknown as { dataLayer?: Record<string, unknown>[] })
    .dataLayer ?? [];

const panelOf = (button: HTMLElement) => {
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`${button.textContent} controls no panel`);
  return panel;
};

/**
 * The visual suite also shows every story at 375 px, where the desktop menu is not shown (the mobile menu takes
 * over): there the play function checks just that, and the interactions run from 768 px up.
 */
const shownOnDesktop = async (canvasElement: HTMLElement) => {
  const view = canvasElement.ownerDocument.defaultView;
  if (view?.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches) return true;
  await expect(within(canvasElement).queryByRole('navigation', { name: 'Main' })).toBeNull();
  await expect(canvasElement.querySelector('nav')).not.toBeVisible();
  return false;
};

/** The story's links go nowhere: a click is tracked, then its navigation is cancelled. */
function PreventNavigation({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const prevent = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
    };
    element?.addEventListener('click', prevent);
    return () => element?.removeEventListener('click', prevent);
  }, []);
  return <div ref={ref}>{children}</div>;
}

const meta = {
  title: 'Site/Desktop navigation',
  component: DesktopNavigation,
  tags: ['autodocs'],
  argTypes: {
    _meta: { table: { disable: true } },
  },
  // Room below the bar for an open panel (it overlays the page, as in the shop).
  decorators: [
    (Story) => (
      <div style={{ minHeight: 620 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3, §4, §7, §9. The desktop mega menu as a disclosure navigation: each top item with a url ' +
          'is a link, with a button beside it that opens its panel (a top item without url: the button carries ' +
          'the title). Opens on hover (after a short intent delay) and closes on click; Enter/Space toggle, ' +
          'Escape closes and returns focus, Tab walks the panel. Panels are full width, their content at most ' +
          '1380 px on a 4-column grid. Hidden below 768 px, where the mobile menu takes over.',
      },
    },
  },
} satisfies Meta<typeof DesktopNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar, closed: every panel is in the page but hidden, and no picture has loaded. */
export const Default: Story = {
  args: entry('megaMenu'),
  play: async ({ canvasElement }) => {
    if (!(await shownOnDesktop(canvasElement))) return;
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await expect(within(nav).queryByRole('menubar')).toBeNull();
    for (const button of canvas.getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panelOf(button)).not.toBeVisible();
    }
    await expect(canvasElement.querySelector('img')).toBeNull();
    // The shop's body face at the small size, uppercase (not the body text it would fall back to).
    const womens = canvas.getByRole('link', { name: 'Womens' });
    await expectTypography(womens, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.small });
    await expect(getComputedStyle(womens).textTransform).toBe('uppercase');
  },
};

/** Womens opened from the keyboard: the 4-column panel with its link groups and the jump-off picture. */
export const Open: Story = {
  args: entry('megaMenu'),
  play: async ({ canvasElement }) => {
    if (!(await shownOnDesktop(canvasElement))) return;
    const canvas = within(canvasElement);
    const womens = canvas.getByRole('button', { name: 'Womens menu' });
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(womens).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(womens).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(womens);
    await expect(panel).toBeVisible();
    const inPanel = within(panel);
    await expect(inPanel.getByRole('list', { name: 'Clothing' })).toBeVisible();
    await expect(inPanel.getByRole('img', { name: 'A model in a chunky teal jumper' })).toHaveAttribute(
      'width',
      '400',
    );
    await expectTypography(inPanel.getByRole('link', { name: 'Tops' }), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
    // The grid: 4 columns.
    const grid = panel.firstElementChild as HTMLElement;
    await expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).toHaveLength(4);
  },
};

/** Hover opens after a short delay, one panel at a time; a click on the open item's button closes it. */
export const Hover: Story = {
  args: entry('megaMenu'),
  play: async ({ canvasElement }) => {
    if (!(await shownOnDesktop(canvasElement))) return;
    const canvas = within(canvasElement);
    const womens = canvas.getByRole('button', { name: 'Womens menu' });
    const mens = canvas.getByRole('button', { name: 'Mens menu' });

    await userEvent.hover(canvas.getByRole('link', { name: 'Womens' }));
    await waitFor(() => expect(womens).toHaveAttribute('aria-expanded', 'true'));
    await expect(panelOf(womens)).toBeVisible();

    await userEvent.hover(canvas.getByRole('link', { name: 'Mens' }));
    await waitFor(() => expect(mens).toHaveAttribute('aria-expanded', 'true'));
    await expect(womens).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(womens)).not.toBeVisible();

    await userEvent.click(mens);
    await expect(mens).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(mens)).not.toBeVisible();

    await userEvent.hover(canvas.getByRole('link', { name: 'Womens' }));
    await waitFor(() => expect(womens).toHaveAttribute('aria-expanded', 'true'));
  },
};

/** Enter opens, Tab walks the links in order, Escape closes and returns focus; focus leaving closes too. */
export const Keyboard: Story = {
  args: entry('megaMenu'),
  play: async ({ canvasElement }) => {
    if (!(await shownOnDesktop(canvasElement))) return;
    const canvas = within(canvasElement);
    const womens = canvas.getByRole('button', { name: 'Womens menu' });
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(womens).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(womens).toHaveAttribute('aria-expanded', 'true');
    const links = within(panelOf(womens)).getAllByRole('link');
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }

    await userEvent.keyboard('{Escape}');
    await expect(womens).toHaveAttribute('aria-expanded', 'false');
    await expect(panelOf(womens)).not.toBeVisible();
    await expect(womens).toHaveFocus();

    // Space opens again; tabbing on from the last link to the next top item closes the panel.
    await userEvent.keyboard(' ');
    await expect(womens).toHaveAttribute('aria-expanded', 'true');
    links.at(-1)?.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Mens' })).toHaveFocus();
    await expect(womens).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Clicks push `navigation_click` ('top > group > link', 'top > Image > text', 'top'); opening pushes `menu_item`. */
export const Analytics: Story = {
  args: entry('megaMenu'),
  decorators: [
    (Story) => (
      <PreventNavigation>
        <Story />
      </PreventNavigation>
    ),
  ],
  play: async ({ canvasElement }) => {
    if (!(await shownOnDesktop(canvasElement))) return;
    const canvas = within(canvasElement);
    const view = canvasElement.ownerDocument.defaultView as unknown as { dataLayer?: unknown[] };
    view.dataLayer = [];
    const womens = canvas.getByRole('button', { name: 'Womens menu' });

    await userEvent.click(womens);
    await waitFor(() =>
      expect(dataLayer(canvasElement).find((pushed) => pushed.event === 'menu_item')).toMatchObject({
        event: 'menu_item',
        navigation_element: 'Womens',
      }),
    );
    const opened = dataLayer(canvasElement).find((pushed) => pushed.event === 'menu_item');
    await expect(typeof opened?.timestamp).toBe('number');

    await userEvent.click(canvas.getByRole('link', { name: 'Dresses New in' }));
    await expect(womens).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(womens);
    await userEvent.click(canvas.getByRole('link', { name: /Knitwear: 20% off$/ }));
    await userEvent.click(canvas.getAllByRole('link', { name: 'Sale' }).at(-1) as HTMLElement);

    await expect(dataLayer(canvasElement).filter((pushed) => pushed.event === 'navigation_click')).toEqual([
      { event: 'navigation_click', navigation_element: 'Womens > Clothing > Dresses' },
      { event: 'navigation_click', navigation_element: 'Womens > Image > Knitwear: 20% off' },
      { event: 'navigation_click', navigation_element: 'Sale' },
    ]);
  },
};

/** Top-level links without panels: plain links, no buttons; Sale in the editor's red, underlined. */
export const LinksOnly: Story = {
  args: entry('linkOnly'),
  play: async ({ canvasElement }) => {
    if (!(await shownOnDesktop(canvasElement))) return;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sale', 'Gifts']);
  },
};
