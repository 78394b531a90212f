import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE_BREAKPOINT, vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { navigationLinksBannerFixtures as fixtures } from './fixtures';
import { NavigationLinksBanner } from './NavigationLinksBanner';
import { navigationLinksBannerSchema } from './schema';

const entry = fixtureEntries(navigationLinksBannerSchema, fixtures);

/** Below 768 px the picture is above the links. CSS decides, so a play function asks the window it runs in. */
const isSmallScreen = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.defaultView?.innerWidth ?? MOBILE_BREAKPOINT) < MOBILE_BREAKPOINT;

/** What a pointer at (x, y) would click: the link under it, if any. */
const linkAt = (canvasElement: HTMLElement, x: number, y: number) =>
  canvasElement.ownerDocument.elementFromPoint(x, y)?.closest('a') ?? null;

const meta = {
  title: 'Content blocks/Navigation links banner',
  component: NavigationLinksBanner,
  tags: ['autodocs'],
  // No shared args: every story names its fixture (a fixture that leaves a field out must not inherit another's).
  argTypes: {
    imageLink: { control: 'text' },
    imageLinkDescription: { control: 'text' },
    backgroundColour: { control: 'color' },
    verticalAlignment: { control: 'inline-radio', options: ['Top', 'Center', 'Bottom'] },
    fiftyFifty: { control: 'boolean' },
    invisibleAreaLink: { control: 'text' },
    invisibleAreaLinkAriaLabel: { control: 'text' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3. A picture per breakpoint (mobile below 768 px, tablet, desktop from 992 px), one link ' +
          'named by `imageLinkDescription`, beside links in their own colours (their hover colour on hover and ' +
          'keyboard focus). `fiftyFifty` splits the width in half from 768 px, else the picture takes two ' +
          'thirds. `invisibleAreaLink` covers the banner behind the rest for pointer users; it is the last Tab ' +
          'stop, named by its aria label, which shows while it has focus.',
      },
    },
  },
} satisfies Meta<typeof NavigationLinksBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two thirds picture, links centred beside it. Tab: the picture's link, the four links, then the invisible area
 * link, which shows its name while focused; a click on the banner's empty space lands on it.
 */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('link', { name: 'New in for women' });
    await expect(picture).toHaveAttribute('href', '/womens/new-in');
    const list = canvas.getByRole('list');
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dresses', '/womens/dresses'],
      ['Tops', '/womens/tops'],
      ['Jeans', '/womens/jeans'],
      ['Knitwear', '/womens/knitwear'],
    ]);
    await expect(links[0]).toHaveAttribute('id', 'nlb-dresses');
    await expectTypography(links[0] as HTMLElement, {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h4,
    });
    const area = canvas.getByRole('link', { name: 'Shop all womenswear' });
    await expect(area).toHaveAttribute('href', '/womens');

    // Pointer: the picture goes to its link, the empty space beside or below the links to the area link.
    const pictureBox = picture.getBoundingClientRect();
    await expect(linkAt(canvasElement, pictureBox.left + 20, pictureBox.top + 20)).toBe(picture);
    const listBox = list.getBoundingClientRect();
    await expect(linkAt(canvasElement, listBox.right - 4, listBox.bottom - 4)).toBe(area);
    const tops = (links[1] as HTMLElement).getBoundingClientRect();
    await expect(linkAt(canvasElement, tops.left + tops.width / 2, tops.top + tops.height / 2)).toBe(
      links[1],
    );

    // Keyboard: every link in order, the area link last, its label shown while it has focus.
    blurActiveElement(canvasElement);
    for (const link of [picture, ...links, area]) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
    await expect(within(area).getByText('Shop all womenswear', { selector: 'span' })).toBeVisible();
  },
};

/**
 * Half and half from 768 px (stacked below), links at the top. A link takes its hover colour (teal) and a
 * thicker underline on keyboard focus, as on hover.
 */
export const FiftyFifty: Story = {
  args: entry('fiftyFifty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('link', { name: 'Homewares for every room' });
    const list = canvas.getByRole('list');
    const pictureBox = picture.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    if (isSmallScreen(canvasElement)) {
      await expect(listBox.top).toBeGreaterThanOrEqual(pictureBox.bottom - 1);
    } else {
      await expect(Math.abs(pictureBox.width - listBox.width)).toBeLessThanOrEqual(1);
      await expect(Math.abs(listBox.top - pictureBox.top)).toBeLessThanOrEqual(1);
    }

    const bedding = canvas.getByRole('link', { name: 'Bedding' });
    await expect(getComputedStyle(bedding).color).toBe('rgb(255, 255, 255)');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(picture).toHaveFocus();
    await userEvent.tab();
    await expect(bedding).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(bedding).color).toBe('rgb(100, 230, 214)'));
    await expect(getComputedStyle(bedding).textDecorationThickness).toBe('3px');
    await expect(canvas.getByRole('link', { name: 'Tableware' })).toHaveAttribute('id', 'nlb-tableware');
  },
};

/** A video from 768 px (a picture below): its Pause/Play control comes after the picture's link, never in it. */
export const VideoMedia: Story = {
  args: entry('videoMedia'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('link', { name: 'New in for men' });
    const shirts = canvas.getByRole('link', { name: 'Shirts' });
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(picture).toHaveFocus();
    if (!isSmallScreen(canvasElement)) {
      const control = canvas.getByRole('button');
      await expect(picture.contains(control)).toBe(false);
      await userEvent.tab();
      await expect(control).toHaveFocus();
    }
    await userEvent.tab();
    await expect(shirts).toHaveFocus();
  },
};

/** The picture is not a link: the description is its alt text, and the links are the only links. */
export const PictureNotLinked: Story = {
  args: entry('pictureNotLinked'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A wrapped gift box with a teal ribbon' })).toBeVisible();
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Gifts for her',
      'Gifts for him',
    ]);
  },
};

/** Teal links fail 4.5:1 on white, so they are black; a yellow hover colour fails too, so focus keeps black. */
export const PaleLinksOnWhite: Story = {
  name: 'Pale links on white',
  args: entry('contrastFallback'),
  play: async ({ canvasElement }) => {
    const sale = within(canvasElement).getByRole('link', { name: 'Sale' });
    await expect(getComputedStyle(sale).color).toBe('rgb(0, 0, 0)');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(sale).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(sale).textDecorationThickness).toBe('3px'));
    await expect(getComputedStyle(sale).color).toBe('rgb(0, 0, 0)');
    blurActiveElement(canvasElement);
  },
};

/** No picture: the links take the whole width; half-filled links are left out. */
export const LinksOnly: Story = {
  name: 'Links only',
  args: entry('linksOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Delivery', '/help/delivery'],
      ['Contact us', '/help/contact'],
    ]);
  },
};
