import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { myAccountImageFixtures as fixtures } from './fixtures';
import { MyAccountImage } from './MyAccountImage';
import { myAccountImageSchema } from './schema';

const entry = fixtureEntries(myAccountImageSchema, fixtures);

const meta = {
  title: 'Content blocks/My account image',
  component: MyAccountImage,
  tags: ['autodocs'],
  argTypes: {
    alt: { control: 'text' },
    link: { control: 'text' },
    sizes: { control: 'text' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1. The picture on the My Account page: a 16:9 box at card widths; its alt text falls back ' +
          'to the image’s own. With a link, the picture is one link named by its alt text.',
      },
    },
  },
} satisfies Meta<typeof MyAccountImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture, not a link: nothing to tab to. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'A rail of new-season coats in the shop' });
    await expect(img).toBeVisible();
    const box = img.getBoundingClientRect();
    await expect(Math.round((box.height / box.width) * 100)).toBe(56);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The picture is one link, named by its alt text and reached with one Tab. */
export const Linked: Story = {
  args: entry('linked'),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Good Stuff: your members’ offers' });
    await expect(link).toHaveAttribute('href', '/my-account/good-stuff');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    blurActiveElement(canvasElement);
  },
};

/** A blank `alt`: the image's own alt text names the picture and its link. */
export const ImageOwnAlt: Story = {
  args: entry('imageOwnAlt'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Gift cards in a teal envelope' })).toHaveAttribute(
      'href',
      '/gift-cards',
    );
  },
};

/** No alt text anywhere and no link: the picture is decoration, hidden from assistive technology. */
export const Decorative: Story = {
  name: 'Decorative picture',
  args: entry('decorative'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
