import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { FOOTER_SOCIAL_NETWORKS, MOBILE_BREAKPOINT_PX, PAYMENT_LOGOS } from '@wardrobe/domain-rules';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { Footer } from './Footer';
import { footerFixtures as fixtures } from './fixtures';
import { footerSchema } from './schema';

const entry = fixtureEntries(footerSchema, fixtures);

/** The storefront's line for the bottom row (its `SiteFooter` text). */
const marketLine = <p>Shopping in United Kingdom, prices in GBP</p>;

/**
 * Below 768 px the column titles are disclosure buttons; from 768 px plain headings. CSS decides, so a play
 * function asks the window it runs in. The test-runner runs at desktop width; the visual suite and Chromatic take
 * every story at 375 and 1280 px, and the mobile stories open at a phone width in Storybook.
 */
const isSmallScreen = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.defaultView?.innerWidth ?? MOBILE_BREAKPOINT_PX) < MOBILE_BREAKPOINT_PX;

const phone = { viewport: { value: 'mobile1', isRotated: false } };

/** The list a disclosure button controls. */
const listOf = (button: HTMLElement) => {
  const list = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error(`No list for the button "${button.textContent}"`);
  return list;
};

/** From 768 px: no buttons, every column a plain h2 with its links showing. */
async function expectDesktopColumns(canvasElement: HTMLElement, titles: string[]) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: 'Footer' });
  await expect(within(nav).queryAllByRole('button')).toEqual([]);
  for (const title of titles) {
    await expect(within(nav).getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  for (const list of within(nav).getAllByRole('list')) {
    await expect(list).toBeVisible();
  }
}

/** Small screens: which columns are open, by the buttons' state, with each list shown exactly when open. */
async function expectOpen(canvasElement: HTMLElement, titles: string[], open: string[]) {
  const canvas = within(canvasElement);
  for (const title of titles) {
    const button = canvas.getByRole('button', { name: title });
    const isOpen = open.includes(title);
    await expect(button).toHaveAttribute('aria-expanded', String(isOpen));
    if (isOpen) await expect(listOf(button)).toBeVisible();
    else await expect(listOf(button)).not.toBeVisible();
  }
}

const FOUR = ['Help', 'Good Stuff', 'About us', 'The legal bit'];

const meta = {
  title: 'Site/Footer',
  component: Footer,
  tags: ['autodocs'],
  // No shared args: every story names its fixture (see the large text banner's stories).
  argTypes: {
    quisasBoxText: { control: 'text' },
    multiple: { control: 'boolean' },
    open: { control: 'boolean' },
    homeHref: { control: 'text' },
    children: { control: false },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §2, §3 "Footer", §4, §9. Link columns from content (an h2 each), the logo linking home, the ' +
          'five social networks (new tab), the eight payment logos and the Quisas box. Below 768 px each column ' +
          'title is a disclosure button: `multiple` off = opening one closes the others, on = independent; ' +
          '`open` starts every column open (multiple mode) or the first (single mode). From 768 px the columns ' +
          'sit in a 4-column grid as plain headings. `children` fill the bottom row (the market line).',
      },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The footer as the shop shows it on a laptop: logo, social links, two columns, the Quisas box, payment logos and
 * the market line. Asserts the logo's link, the new-tab link, the social and payment names and the Quisas face
 * (on a phone it first opens 'About us', where the new-tab link is).
 */
export const Default: Story = {
  args: { ...entry('default'), children: marketLine },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Wardrobe home' })).toHaveAttribute('href', '/');

    if (isSmallScreen(canvasElement)) {
      // Phone: the columns start closed; open 'About us' to reach its links.
      await expectOpen(canvasElement, ['Help', 'About us'], []);
      await userEvent.click(canvas.getByRole('button', { name: 'About us' }));
      await expectOpen(canvasElement, ['Help', 'About us'], ['About us']);
    } else {
      await expectDesktopColumns(canvasElement, ['Help', 'About us']);
    }

    const careers = canvas.getByRole('link', { name: 'Careers (opens in a new tab)' });
    await expect(careers).toHaveAttribute('href', 'https://careers.wardrobe.example');
    await expect(careers).toHaveAttribute('target', '_blank');
    await expect(careers).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'Shop finder' })).not.toHaveAttribute('target');

    const social = canvas.getByRole('list', { name: 'Wardrobe on social media' });
    const socialLinks = within(social).getAllByRole('link');
    await expect(socialLinks).toHaveLength(FOOTER_SOCIAL_NETWORKS.length);
    for (const [index, network] of FOOTER_SOCIAL_NETWORKS.entries()) {
      const link = socialLinks[index] as HTMLElement;
      await expect(link).toHaveAccessibleName(`${network.name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', network.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // 44 × 44 px targets.
      const box = link.getBoundingClientRect();
      await expect([Math.round(box.width), Math.round(box.height)]).toEqual([44, 44]);
    }

    const heading = canvas.getByRole('heading', { level: 2, name: 'We accept' });
    await expect(heading).toBeVisible();
    const logos = within(heading.nextElementSibling as HTMLElement).getAllByRole('img');
    await expect(logos).toHaveLength(PAYMENT_LOGOS.length);
    for (const [index, logo] of PAYMENT_LOGOS.entries()) {
      await expect(logos[index]).toHaveAccessibleName(logo.name);
    }

    const quisas = canvas.getByText("Sometimes it's good to get lost in the details");
    await expectTypography(quisas, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h4 });
    await expect(canvas.getByText('Shopping in United Kingdom, prices in GBP')).toBeVisible();
  },
};

/** Four columns fill the desktop grid (as the mega menu's 4 columns); below 768 px they stack, all closed. */
export const FourColumns: Story = {
  args: { ...entry('manyColumns'), children: marketLine },
  play: async ({ canvasElement }) => {
    if (isSmallScreen(canvasElement)) await expectOpen(canvasElement, FOUR, []);
    else await expectDesktopColumns(canvasElement, FOUR);
  },
};

/**
 * Single mode on a phone: opening 'Help' then 'Good Stuff' closes 'Help'; the buttons work from the keyboard.
 * At desktop width the same entry shows every column (no buttons).
 */
export const MobileSingleMode: Story = {
  args: entry('manyColumns'),
  globals: phone,
  play: async ({ canvasElement }) => {
    if (!isSmallScreen(canvasElement)) return expectDesktopColumns(canvasElement, FOUR);
    const canvas = within(canvasElement);
    await expectOpen(canvasElement, FOUR, []);
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await expectOpen(canvasElement, FOUR, ['Help']);
    await userEvent.click(canvas.getByRole('button', { name: 'Good Stuff' }));
    await expectOpen(canvasElement, FOUR, ['Good Stuff']);

    // Keyboard: Enter opens the focused column (closing the other), Space closes it.
    canvas.getByRole('button', { name: 'About us' }).focus();
    await userEvent.keyboard('{Enter}');
    await expectOpen(canvasElement, FOUR, ['About us']);
    await userEvent.keyboard(' ');
    await expectOpen(canvasElement, FOUR, []);
  },
};

/** Multiple mode on a phone: 'Help' and 'Good Stuff' both stay open; closing one leaves the other. */
export const MultipleMode: Story = {
  args: entry('multipleMode'),
  globals: phone,
  play: async ({ canvasElement }) => {
    if (!isSmallScreen(canvasElement)) return expectDesktopColumns(canvasElement, FOUR);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Good Stuff' }));
    await expectOpen(canvasElement, FOUR, ['Help', 'Good Stuff']);
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await expectOpen(canvasElement, FOUR, ['Good Stuff']);
  },
};

/** `open` in multiple mode: every column starts open on a phone; the Quisas box has the entry's own text. */
export const Open: Story = {
  args: entry('multipleOpen'),
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Made with care')).toBeVisible();
    if (!isSmallScreen(canvasElement)) return expectDesktopColumns(canvasElement, ['Help', 'About us']);
    await expectOpen(canvasElement, ['Help', 'About us'], ['Help', 'About us']);
  },
};

/** `open` in single mode, read as the first column open (only one can be). */
export const SingleModeOpen: Story = {
  args: entry('singleModeOpen'),
  globals: phone,
  play: async ({ canvasElement }) => {
    if (!isSmallScreen(canvasElement)) return expectDesktopColumns(canvasElement, FOUR);
    await expectOpen(canvasElement, FOUR, ['Help']);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'About us' }));
    await expectOpen(canvasElement, FOUR, ['About us']);
  },
};
