import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { MOBILE_MENU_RESET_MS } from '@wardrobe/domain-rules';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { AltMobileMenu } from './AltMobileMenu';
import { mobileNavigationFixtures as fixtures } from './fixtures';
import { MobileMenu } from './MobileMenu';
import { MobileNavigation, type MobileNavigationProps } from './MobileNavigation';
import { mobileNavigationSchema } from './schema';

const entry = fixtureEntries(mobileNavigationSchema, fixtures);

/**
 * The page behind the host's side panel, under its scrim: the menu's root takes the panel's width itself
 * (90 % up to 500 px, spec 002 §9), so it shows here as the panel would. Links do not navigate the story.
 */
const panelBackdrop: Decorator = (Story) => (
  <div
    style={{ display: 'flex', minHeight: 640, backgroundColor: '#7F7F7F' }}
    onClickCapture={(event) => {
      if ((event.target as Element).closest('a')) event.preventDefault();
    }}
  >
    <Story />
  </div>
);

/** The data layer the menus push to, emptied before a story's play function. */
const freshDataLayer = (canvasElement: HTMLElement) => {
  const w = canvasElement.ownerDocument.defaultView as unknown as { dataLayer?: unknown[] };
  w.dataLayer = [];
  return w.dataLayer;
};

const meta = {
  title: 'Site/Mobile navigation',
  component: MobileNavigation,
  tags: ['autodocs'],
  decorators: [panelBackdrop],
  args: { open: true, onNavigate: fn() },
  argTypes: {
    entry: { control: 'object' },
    open: { control: 'boolean' },
    shopFinderHref: { control: 'text' },
    linkComponent: { table: { disable: true } },
    style: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Mobile navigation", §4. The content of the frame\'s menu panel (the host\'s side panel ' +
          "titled 'Menu' owns the dialog, its focus trap, Escape and close). `entry.variant` picks the menu: " +
          'Standard walks depth layers 1-3 with a Back button; Alternative shows one active top category ' +
          '(image tabs, at most 12) with its groups as disclosures, the first open. Both end with Shop Finder and ' +
          'go back to their first state 500 ms after `open` turns false. The root carries the panel width of ' +
          'spec §9 inline (90 % up to 500 px; the alt menu 100 % up to 500 px), which `style` overrides.',
      },
    },
  },
} satisfies Meta<typeof MobileNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level 1: departments as buttons into their layers, plain links (Sale in the editor's red), Shop Finder last. */
export const Standard: Story = {
  args: { entry: entry('standard') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Categories' });
    for (const name of ['Womens', 'Mens', 'Kids', 'Home'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/browse/sale');
    const links = within(menu).getAllByRole('link');
    await expect(links.at(-1)).toHaveAccessibleName('Shop Finder');
    await expect(links.at(-1)).toHaveAttribute('href', '/shop-finder');
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(menu).toHaveStyle({ maxWidth: '500px' });
    await expectTypography(canvas.getByText('Womens'), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
  },
};

/**
 * Forward twice (Womens, then Clothing): each layer's heading is the chosen item's title and takes focus.
 * Back twice returns to level 1 with focus on Womens, the item that was chosen.
 */
export const ThreeLevels: Story = {
  args: { entry: entry('standard') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Womens' }));
    const womens = canvas.getByRole('heading', { level: 3, name: 'Womens' });
    await expect(womens).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Shop all Womens' })).toHaveAttribute(
      'href',
      '/browse/womens',
    );
    await expectTypography(womens, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h5 });

    await userEvent.click(canvas.getByRole('button', { name: 'Clothing' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Clothing' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Dresses' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop all Clothing' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Womens' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clothing' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Womens' })).toHaveFocus();
  },
};

/** A stand-in for the host: a toggle that opens and closes the panel, passing its state as `open`. */
function PanelHost(args: MobileNavigationProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: 1 }}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="story-menu-panel"
        onClick={() => setOpen((value) => !value)}
        style={{
          alignSelf: 'flex-start',
          margin: 12,
          minHeight: 44,
          paddingInline: 20,
          border: 0,
          borderRadius: 2,
          background: '#000000',
          color: '#FFFFFF',
          font: 'inherit',
          fontWeight: 700,
          cursor: 'pointer',
        }}
      >
        {open ? 'Close menu' : 'Open menu'}
      </button>
      <div id="story-menu-panel" hidden={!open} style={{ display: open ? 'flex' : 'none', flex: 1 }}>
        <MobileNavigation {...args} open={open} />
      </div>
    </div>
  );
}

/**
 * Closing the panel (here a toggle standing in for the host) turns `open` false; 500 ms later the menu is back
 * at level 1, so it reopens at the top.
 */
export const ResetAfterClose: Story = {
  // No picture: it ends as Standard does, after two host toggles and a 500 ms timer, and on a loaded CI machine
  // its baseline once caught the panel closed (both widths) though the play function had passed. The behaviour is
  // held by the play function in the stories layer.
  tags: ['no-visual'],
  args: { entry: entry('standard') },
  render: (args) => <PanelHost {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('navigation', { name: 'Categories' });
    await userEvent.click(canvas.getByRole('button', { name: 'Womens' }));
    await expect(menu).toHaveAttribute('data-depth', '2');

    await userEvent.click(canvas.getByRole('button', { name: 'Close menu' }));
    const closedAt = performance.now();
    await expect(menu).not.toBeVisible();
    await expect(menu).toHaveAttribute('data-depth', '2');
    await waitFor(() => expect(menu).toHaveAttribute('data-depth', '1'), {
      timeout: MOBILE_MENU_RESET_MS * 4,
    });
    await expect(performance.now() - closedAt).toBeGreaterThanOrEqual(MOBILE_MENU_RESET_MS - 20);

    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Womens' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
  },
};

/**
 * The alt menu: one active top category (image tabs; Gifts and Sale have no children, so they are not tabs),
 * its groups as disclosures with the first one open. Choosing Mens shows its groups with the first open;
 * a group toggles; arrow keys move between categories; a link tracks `menu_item` and asks the host to close.
 */
export const Alternative: Story = {
  args: { entry: entry('alternative') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dataLayer = freshDataLayer(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Womens', 'Mens', 'Kids', 'Home']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Clothing' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Shoes' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Dresses' })).toBeVisible();

    await userEvent.click(canvas.getByRole('tab', { name: /Mens$/ }));
    await expect(canvas.getByRole('tab', { name: /Mens$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName(/Mens$/);
    await expect(canvas.getByRole('button', { name: 'Clothing' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Shirts' })).toBeVisible();

    const accessories = canvas.getByRole('button', { name: 'Accessories' });
    await expect(accessories).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Belts' })).toBeNull();
    await userEvent.click(accessories);
    await expect(accessories).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Belts' })).toBeVisible();
    await userEvent.click(accessories);
    await expect(accessories).toHaveAttribute('aria-expanded', 'false');

    // The tablist is one Tab stop (the active tab); arrow keys move and choose.
    canvas.getByRole('tab', { name: /Mens$/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Kids$/ })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: /Kids$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('button', { name: 'Girls' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(canvas.getByRole('link', { name: 'Dresses' }));
    await expect(args.onNavigate).toHaveBeenCalled();
    await expect(dataLayer.at(-1)).toMatchObject({
      event: 'menu_item',
      navigation_element: 'Kids > Girls > Dresses',
    });
    const shopFinder = canvas.getAllByRole('link').at(-1);
    await expect(shopFinder).toHaveAccessibleName('Shop Finder');
  },
};

/** Both menus end with the Shop Finder link (spec 002 §2), here localised by the host for the US market. */
export const ShopFinderInBoth: Story = {
  args: { entry: entry('standard'), shopFinderHref: '/us/shop-finder' },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, flex: 1, alignItems: 'stretch' }}>
      <MobileMenu {...args} label="Standard menu" style={{ width: 'min(100%, 360px)' }} />
      <AltMobileMenu
        {...args}
        entry={entry('alternative')}
        label="Alternative menu"
        style={{ width: 'min(100%, 360px)' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Standard menu', 'Alternative menu']) {
      const links = within(canvas.getByRole('navigation', { name })).getAllByRole('link');
      await expect(links.at(-1)).toHaveAccessibleName('Shop Finder');
      await expect(links.at(-1)).toHaveAttribute('href', '/us/shop-finder');
    }
  },
};

/** The smallest entry: one department and a sale link in the editor's red, underlined. */
export const Default: Story = {
  args: { entry: entry('default') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Womens' })).toBeVisible();
    await expect(canvas.getByText('Sale')).toHaveStyle({
      color: 'rgb(200, 16, 46)',
      textDecorationLine: 'underline',
    });
  },
};
