import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { jumpOffTile1Fixtures as fixtures } from './fixtures';
import { JumpOffTile1 } from './JumpOffTile1';
import { jumpOffTile1Schema } from './schema';

const entry = fixtureEntries(jumpOffTile1Schema, fixtures);

const meta = {
  title: 'Content blocks/Jump-off tile 1',
  component: JumpOffTile1,
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
          'Spec 002 §3 "Jump-off tiles", §5. Type one: the picture (4:5) with the title, body and button below ' +
          'it. The button shows only with text, link and style; when it shows it is the tile’s one link and a ' +
          'click anywhere on the tile follows it. `callToAction` and `image` are required.',
      },
    },
  },
} satisfies Meta<typeof JumpOffTile1>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link, named by the button's text, reached with one Tab; the title in the display face. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A linen dress in sage green' })).toBeVisible();
    const title = canvas.getByRole('heading', { level: 2, name: 'Linen dresses' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h4 });

    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Shop dresses');
    await expect(links[0]).toHaveAttribute('href', '/womens/dresses');
    // The button's hit area covers the tile: a click on the picture follows it.
    const box = canvas.getByRole('img').getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(
      links[0],
    );
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};

/** An outlined button; the picture's alt text is the image's own (the tile's `imageAlt` is blank). */
export const SecondaryButton: Story = {
  args: entry('secondaryButton'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A folded cream jumper' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Shop knitwear' });
    await expect(link).toHaveAttribute('data-button-style', 'secondary');
    await expect(link).toHaveAttribute('id', 'jump-off-knitwear');
  },
};

/** The call to action has no style, so it is not present: no button, and nothing in the tile is a link. */
export const IncompleteCallToAction: Story = {
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Homewares' })).toBeVisible();
    await expect(canvas.queryByText('Shop homewares')).toBeNull();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    // No link covers the tile: the picture is just a picture.
    const picture = canvas.getByRole('img');
    const box = picture.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(picture);
  },
};

/** A long title and body: the text wraps below the picture, the tertiary button at the foot. */
export const LongBody: Story = {
  args: entry('longBody'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Order by the 20th/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop all gifts' })).toHaveAttribute('href', '/gifts');
  },
};

/** Only what is required, with an empty call to action: the picture on its own (its own alt text), no link. */
export const PictureOnly: Story = {
  name: 'Picture only',
  args: entry('imageOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Sunlight through a linen curtain' })).toBeVisible();
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
