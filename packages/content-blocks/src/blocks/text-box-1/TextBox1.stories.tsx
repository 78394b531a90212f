import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { textBox1Fixtures as fixtures } from './fixtures';
import { textBox1Schema } from './schema';
import { TextBox1 } from './TextBox1';

const entry = fixtureEntries(textBox1Schema, fixtures);

const meta = {
  title: 'Content blocks/Text box 1',
  component: TextBox1,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    title: { control: 'text' },
    body: { control: 'text' },
    textColour: { control: 'inline-radio', options: ['White', 'Black'] },
    textAlignment: { control: 'inline-radio', options: ['Left', 'Center', 'Right'] },
    backgroundDesktopAltText: { control: 'text' },
    backgroundMobileAltText: { control: 'text' },
    backgroundDesktopLoop: { control: 'boolean' },
    backgroundMobileLoop: { control: 'boolean' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1, §2. A background image or video (a mobile variant below 768 px, a desktop one from ' +
          'there) with the words in a solid box over it: the text colour on its opposite. The box sits at the ' +
          'bottom on mobile; from 768 px `textAlignment` places it. The call to action shows only with text, ' +
          'link and style.',
      },
    },
  },
} satisfies Meta<typeof TextBox1>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Black words in a white box on the left; the call to action is the only link. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'The linen edit' });
    await expect(title).toBeVisible();
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    const body = canvas.getByText(/Light layers for long days/);
    await expectTypography(body, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.body });
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Shop linen');
    await expect(links[0]).toHaveAttribute('href', '/women/linen');
    // The visible background is named by its own alt text (mobile or desktop, whichever the width shows).
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /^(A linen shirt on a hanger|Linen shirts hanging on a rail in the sun)$/,
    );
  },
};

/** White words in a black box, centred from 768 px. */
export const CentredWhite: Story = {
  args: entry('centredWhite'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Knits for every day' });
    await expect(getComputedStyle(title).color).toBe('rgb(255, 255, 255)');
    await expect(canvas.getByRole('link', { name: 'Shop knitwear' })).toHaveAttribute(
      'href',
      '/women/knitwear',
    );
  },
};

/**
 * A video background: Tab reaches its Pause/Play control first, Enter and Space switch it, then Tab goes on to the
 * call to action. Under reduced motion the video starts paused, so the first press plays it.
 */
export const VideoBackground: Story = {
  args: entry('videoBackground'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Wait for the video to settle: it plays by itself, but never under reduced motion. Only the variant the
    // width shows is in the accessibility tree (the other is `display: none`).
    const wasPaused = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const control = await canvas.findByRole('button', { name: wasPaused ? 'Play video' : 'Pause video' });
    const video = control.parentElement?.querySelector('video');
    if (!video) throw new Error('The control has no video beside it');
    await expect(video.paused).toBe(wasPaused);
    await expect(video).toHaveAttribute('aria-label');

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(control).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(!wasPaused));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: wasPaused ? 'Pause video' : 'Play video' })).toHaveFocus(),
    );

    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(wasPaused));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: wasPaused ? 'Play video' : 'Pause video' })).toHaveFocus(),
    );

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Our story' })).toHaveFocus();
    blurActiveElement(canvasElement);
  },
};

/** Long words: the block grows taller than its ratio, the background covers it, nothing is clipped. */
export const LongText: Story = {
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvasElement.querySelector<HTMLElement>('[data-block="text-box-1"]');
    const link = canvas.getByRole('link', { name: 'Shop the seaside edit' });
    const blockBox = block?.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    await expect(linkBox.bottom).toBeLessThanOrEqual(blockBox?.bottom ?? 0);
    // The background has no alt text (decoration): find the one the width shows.
    const picture = [...canvasElement.querySelectorAll('img')].find((img) => img.checkVisibility());
    await expect(Math.round(picture?.getBoundingClientRect().height ?? 0)).toBe(
      Math.round(blockBox?.height ?? 0),
    );
  },
};

/** Body text only, white in a black box: no heading and no link. */
export const NoCallToAction: Story = {
  args: entry('noCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText('details')).toHaveAttribute('data-underline', 'wavy');
  },
};

/** A call to action without a style is left out: the title stands, with no button. */
export const ButtonWithoutAStyle: Story = {
  name: 'A button without a style',
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Gifts for the home' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByText('Shop gifts')).toBeNull();
  },
};
