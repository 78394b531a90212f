import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { jumpOffTile2Fixtures as fixtures } from './fixtures';
import { JumpOffTile2 } from './JumpOffTile2';
import { jumpOffTile2Schema } from './schema';

const entry = fixtureEntries(jumpOffTile2Schema, fixtures);

/**
 * The panel is drawn over the picture, not under it: what a pointer hits at the title's middle belongs to the
 * panel (the title itself, or the button whose hit area covers the tile).
 */
async function expectPanelOnTop(title: HTMLElement) {
  const panel = title.parentElement as HTMLElement;
  const box = title.getBoundingClientRect();
  const hit = title.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(hit !== null && panel.contains(hit)).toBe(true);
}

const meta = {
  title: 'Content blocks/Jump-off tile 2',
  component: JumpOffTile2,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    title: { control: 'text' },
    body: { control: 'text' },
    imageAlt: { control: 'text' },
    callToAction: { control: 'object' },
    image: { control: 'object' },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    grouped: { control: 'boolean' },
    sizes: { table: { disable: true } },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Jump-off tiles", §5. Type two: the text over the picture, on a white panel at its foot. ' +
          'The button shows only with text, link and style; when it shows it is the tile’s one link and a ' +
          'click anywhere on the tile follows it. `callToAction` and `image` are required.',
      },
    },
  },
} satisfies Meta<typeof JumpOffTile2>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel over the picture; one link, named by the button's text, reached with one Tab. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picture = canvas.getByRole('img', { name: 'A printed swimsuit on a sun lounger' });
    const title = canvas.getByRole('heading', { level: 2, name: 'Swimwear' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h4 });
    // The text sits over the picture: the panel's box lies inside the picture's.
    const image = picture.getBoundingClientRect();
    const panel = (title.parentElement as HTMLElement).getBoundingClientRect();
    await expect(panel.top).toBeGreaterThanOrEqual(image.top);
    await expect(panel.bottom).toBeLessThanOrEqual(image.bottom);
    await expectPanelOnTop(title);

    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Shop swimwear');
    await expect(links[0]).toHaveAttribute('href', '/womens/swimwear');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** An outlined button with an analytics id; the picture's alt text is the image's own. */
export const SecondaryButton: Story = {
  args: entry('secondaryButton'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Stoneware bowls on a linen cloth' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop tableware' })).toHaveAttribute(
      'id',
      'jump-off-tableware',
    );
  },
};

/** The call to action has no link, so it is not present: no button, and nothing in the tile is a link. */
export const IncompleteCallToAction: Story = {
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPanelOnTop(canvas.getByRole('heading', { name: 'Candles' }));
    await expect(canvas.queryByText('Shop candles')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};

/** A long text: the panel and the tile grow together and the picture still covers the tile; nothing is clipped. */
export const LongBody: Story = {
  args: entry('longBody'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPanelOnTop(canvas.getByRole('heading', { level: 2 }));
    const link = canvas.getByRole('link', { name: 'Shop menswear' });
    const tile = canvasElement.querySelector('[data-block="jump-off-tile-2"]') as HTMLElement;
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      tile.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('img').getBoundingClientRect().height).toBeCloseTo(
      tile.getBoundingClientRect().height,
      0,
    );
  },
};

/** Only what is required, with an empty call to action: the picture on its own (its own alt text), no link. */
export const PictureOnly: Story = {
  name: 'Picture only',
  args: entry('imageOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A vase of dried flowers' })).toBeVisible();
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
