import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { textBox2Fixtures as fixtures } from './fixtures';
import { textBox2Schema } from './schema';
import { TextBox2 } from './TextBox2';

const entry = fixtureEntries(textBox2Schema, fixtures);

const meta = {
  title: 'Content blocks/Text box 2',
  component: TextBox2,
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
          'there). From 768 px the words sit straight on it, at its foot, on a shade of the opposite colour; ' +
          'below 768 px they follow it in a panel. The call to action shows only with text, link and style.',
      },
    },
  },
} satisfies Meta<typeof TextBox2>;

export default meta;
type Story = StoryObj<typeof meta>;

/** White words on the background (in a black panel on mobile); the call to action is the only link. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Coats for crisp mornings' });
    await expect(getComputedStyle(title).color).toBe('rgb(255, 255, 255)');
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h2 });
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Shop coats');
    await expect(links[0]).toHaveAttribute('href', '/women/coats');
    await expect(canvas.getByRole('img')).toHaveAccessibleName(
      /^(A mustard wool coat|Three coats on a bench in a park)$/,
    );
  },
};

/** Black words on a light shade, centred. */
export const BlackCentred: Story = {
  args: entry('blackCentred'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Bring the garden indoors' });
    await expect(getComputedStyle(title).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(title).textAlign).toBe('center');
    await expect(canvas.getByRole('link', { name: 'Shop homewares' })).toHaveAttribute('href', '/home');
  },
};

/** A video behind the words: its Pause/Play control stays above the shade and answers a click. */
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
    // Nothing lies over the control: a pointer at its centre reaches it.
    const box = control.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(control.contains(hit)).toBe(true);
    await userEvent.click(control);
    await waitFor(() => expect(video.paused).toBe(!wasPaused));
    await userEvent.click(canvas.getByRole('button', { name: wasPaused ? 'Pause video' : 'Play video' }));
    await waitFor(() => expect(video.paused).toBe(wasPaused));
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await expect(canvas.getByRole('link', { name: 'Shop the collection' })).toHaveAttribute(
      'href',
      '/spring',
    );
  },
};

/** Long words: nothing is clipped, and the background still covers the block from 768 px. */
export const LongText: Story = {
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = canvasElement.querySelector<HTMLElement>('[data-block="text-box-2"]');
    const link = canvas.getByRole('link', { name: 'Shop the holiday edit' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      block?.getBoundingClientRect().bottom ?? 0,
    );
  },
};

/** A call to action without a link is left out: the body stands, with no button. */
export const ButtonWithoutALink: Story = {
  name: 'A button without a link',
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('New in this week.')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByText('Shop new in')).toBeNull();
  },
};

/** A title only, on the desktop background at every width: no body, no link. */
export const TitleOnly: Story = {
  name: 'Title only',
  args: entry('noCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Made to be worn, and worn again' }),
    ).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
