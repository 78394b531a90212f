import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { tallImageBlockFixtures as fixtures } from './fixtures';
import { tallImageBlockSchema } from './schema';
import { TallImageBlock } from './TallImageBlock';

const entry = fixtureEntries(tallImageBlockSchema, fixtures);

const meta = {
  title: 'Content blocks/Tall image block',
  component: TallImageBlock,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    imageAltText: { control: 'text' },
    imageLink: { control: 'text' },
    aspectRatio: { control: 'inline-radio', options: ['4x5', '5x7'] },
    subtitle: { control: 'text' },
    title: { control: 'text' },
    decorativeText: { control: 'text' },
    decorativeTextColour: { control: 'inline-radio', options: ['White', 'Black'] },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §2. A tall image (5x7 or 4x5) that can link out as a whole, with an optional subtitle, ' +
          'title, call to action and a decorative line over its corner. The call to action is a separate link, ' +
          'never inside the image’s. Beside the image from 768 px, below it on mobile.',
      },
    },
  },
} satisfies Meta<typeof TallImageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two links in order, never nested: the image (named by its alt text), then the call to action. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.getByRole('link', { name: 'A model in a yellow floral sundress' });
    const cta = canvas.getByRole('link', { name: 'Shop summer' });
    await expect(image).toHaveAttribute('href', '/women/dresses');
    await expect(cta).toHaveAttribute('href', '/women/summer');
    await expect(image.contains(cta)).toBe(false);

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(image).toHaveFocus();
    await userEvent.tab();
    await expect(cta).toHaveFocus();
    blurActiveElement(canvasElement);

    const title = canvas.getByRole('heading', { level: 2, name: 'The summer dress edit' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h2 });
    // The decorative line has words of its own, so it is read.
    await expect(canvas.getByText('sunshine')).toHaveAttribute('data-underline', 'wavy');
    await expect(canvasElement.querySelector('[data-decorative-text]')).not.toHaveAttribute('aria-hidden');
  },
};

/** A picture without alt text: the title names the image's link. */
export const TitleNamesTheLink: Story = {
  args: entry('titleNamesTheLink'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Gifts for her' })).toHaveAttribute(
      'href',
      '/gifts/for-her',
    );
    await expect(canvas.getByRole('link', { name: 'Shop all gifts' })).toHaveAttribute('href', '/gifts');
  },
};

/** White on black decoration that only repeats the title: hidden from assistive technology. */
export const DecorativeRepeatsTitle: Story = {
  args: entry('decorativeRepeatsTitle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-decorative-text]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.getAllByRole('heading', { name: 'Sale' })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Rails of knitwear with sale tags' })).toHaveAttribute(
      'href',
      '/sale',
    );
  },
};

/** No image link and a 4x5 image: the call to action is the only link. */
export const NoImageLink: Story = {
  args: entry('noLink'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Shop homewares');
    const img = canvas.getByRole('img', { name: 'A teal armchair with a striped cushion' });
    const box = img.getBoundingClientRect();
    await expect(Math.round((box.height / box.width) * 100)).toBe(125);
  },
};

/** Long words wrap beside (or below) the image; nothing overflows the block. */
export const LongText: Story = {
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-block="tall-image-block"]');
    await expect(block?.scrollWidth).toBe(block?.clientWidth);
    await expect(within(canvasElement).getByRole('link', { name: 'Shop coats and jackets' })).toBeVisible();
  },
};

/** The image alone, linked: the link is named by the picture's own alt text; no words beside it. */
export const PictureOnly: Story = {
  name: 'Picture only',
  args: entry('imageOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'A pile of cable-knit jumpers' });
    await expect(link).toHaveAttribute('href', '/women/knitwear');
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/** A call to action without a style is left out: the title and the picture stand, with no button. */
export const ButtonWithoutAStyle: Story = {
  name: 'A button without a style',
  args: entry('incompleteCallToAction'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Accessories' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A straw bag and sunglasses' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByText('Shop accessories')).toBeNull();
  },
};
