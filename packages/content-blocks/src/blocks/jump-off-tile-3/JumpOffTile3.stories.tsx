import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { jumpOffTile3Fixtures as fixtures } from './fixtures';
import { JumpOffTile3 } from './JumpOffTile3';
import { JUMP_OFF_IMAGE_POSITIONS, jumpOffTile3Schema } from './schema';

const entry = fixtureEntries(jumpOffTile3Schema, fixtures);

/** Beside the text only when the tile is at least 36rem wide (the story's width decides). */
async function expectMediaBeside(canvasElement: HTMLElement, side: 'Left' | 'Right') {
  const tile = canvasElement.querySelector('[data-block="jump-off-tile-3"]') as HTMLElement;
  const media = (tile.querySelector('img, video') as HTMLElement).getBoundingClientRect();
  const heading = (tile.querySelector('h2') as HTMLElement).getBoundingClientRect();
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  if (tile.getBoundingClientRect().width < 36 * rem) {
    await expect(media.bottom).toBeLessThanOrEqual(heading.top);
  } else if (side === 'Left') {
    await expect(media.right).toBeLessThanOrEqual(heading.left);
  } else {
    await expect(heading.right).toBeLessThanOrEqual(media.left);
  }
}

const meta = {
  title: 'Content blocks/Jump-off tile 3',
  component: JumpOffTile3,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    title: { control: 'text' },
    titleFont: { control: 'inline-radio', options: ['Quisas', 'Quisas-2', 'Athletics'] },
    body: { control: 'text' },
    imagePosition: { control: 'inline-radio', options: [...JUMP_OFF_IMAGE_POSITIONS] },
    imageAlt: { control: 'text' },
    callToAction: { control: 'object' },
    image: { control: 'object' },
    video: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    grouped: { control: 'boolean' },
    sizes: { table: { disable: true } },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Jump-off tiles", §5. Type three: a picture or video on top of, left of or right of the ' +
          'text (beside it when the tile is at least 36rem wide), the title in its `titleFont`, a markdown body ' +
          'and a list of calls to action, each shown only with text, link and style. The tile itself is never a ' +
          'link: its body links and buttons are.',
      },
    },
  },
} satisfies Meta<typeof JumpOffTile3>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picture left of the text; the body's list and link; two buttons, tabbed in order after the body's link. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Made to last' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h4 });
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expectMediaBeside(canvasElement, 'Left');

    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['linen care guide', '/journal/linen-care'],
      ['Shop linen', '/linen'],
      ['Read the journal', '/journal'],
    ]);
    blurActiveElement(canvasElement);
    for (const link of links) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
  },
};

/** The picture on top; the title in Athletics. */
export const ImageTop: Story = {
  args: entry('imageTop'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Step into spring' });
    await expectTypography(title, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.h4 });
    const picture = canvas.getByRole('img', { name: 'Tan loafers on a stone step' });
    await expect(picture.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      title.getBoundingClientRect().top,
    );
    await expect(canvas.getByRole('link', { name: 'Shop shoes' })).toHaveAttribute('href', '/shoes');
  },
};

/** The picture right of the text; the title in Quisas-2; the picture's alt text is the image's own. */
export const ImageRight: Story = {
  args: entry('imageRight'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Sleep well' });
    await expectTypography(title, { fontFamily: vars.font.quisas2, fontSize: vars.fontSize.h4 });
    await expect(canvas.getByRole('img', { name: 'A made bed with washed cotton sheets' })).toBeVisible();
    await expectMediaBeside(canvasElement, 'Right');
  },
};

/**
 * A video in the picture's place, named by `imageAlt`. Its Pause/Play control is the first stop; Enter and Space
 * toggle it and its name says what it will do. The story ends paused on the first frame.
 */
export const WithVideo: Story = {
  args: entry('withVideo'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video).toHaveAccessibleName('A tailor cutting denim on a workbench');
    const controlName = () => (video.paused ? 'Play video' : 'Pause video');
    // Autoplay (or none, under reduced motion) settles first: the control names what it will do.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^(Pause|Play) video$/ })).toHaveAccessibleName(
        controlName(),
      ),
    );

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: controlName() })).toHaveFocus();
    const wasPaused = video.paused;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.paused).toBe(!wasPaused));
    await waitFor(() => expect(canvas.getByRole('button', { name: controlName() })).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video.paused).toBe(wasPaused));
    await waitFor(() => expect(canvas.getByRole('button', { name: controlName() })).toHaveFocus());

    if (!video.paused) {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(video.paused).toBe(true));
    }
    video.currentTime = 0;
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop denim' })).toHaveFocus();
  },
};

/** Neither call to action is complete: no button shows; the body's own link still does. */
export const IncompleteCallToAction: Story = {
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Read more')).toBeNull();
    await expect(canvas.queryByText('Shop scarves')).toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('silk scarf');
    await expect(links[0]).toHaveAttribute('href', '/journal/silk-scarf');
  },
};

/** A long markdown body (a heading and a numbered list) and three buttons that wrap onto the next line. */
export const LongBody: Story = {
  name: 'Long body',
  args: entry('longBody'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'The gift guide: something for everyone, whatever the budget',
      }),
    ).toBeVisible();
    // The body's `#` heading sits one level under the tile's title.
    await expect(canvas.getByRole('heading', { level: 3, name: 'How it works' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pick a budget', 'Choose a gift', 'We wrap it for free']);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Gifts under £25',
      'Gifts under £50',
      'All gifts',
    ]);
  },
};
