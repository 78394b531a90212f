import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { localeSelectorImageFixtures as fixtures } from './fixtures';
import { LocaleSelectorImage } from './LocaleSelectorImage';
import { localeSelectorImageSchema } from './schema';

const entry = fixtureEntries(localeSelectorImageSchema, fixtures);

const meta = {
  title: 'Site/Locale selector image',
  component: LocaleSelectorImage,
  tags: ['autodocs'],
  argTypes: {
    alt: { control: 'text' },
    sizes: { control: 'text' },
    image: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  // The overlay's width: the picture fills what it is given.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Spec 001 §2, §7 (`locale-selector-image`). The locale overlay’s picture: 16:9, the card widths of ' +
          'spec 002 §7, alt text from the entry, else the image’s own. A server component.',
      },
    },
  },
} satisfies Meta<typeof LocaleSelectorImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entry’s own alt text names the picture. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'A rail of coats in a bright shop' });
    await expect(img).toHaveAttribute('width', '800');
    await expect(img).toHaveAttribute('height', '450');
  },
};

/** No alt on the entry: the image’s own alt text is used. */
export const ImageAltOnly: Story = {
  args: entry('imageAltOnly'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Coats on a rail' })).toBeVisible();
  },
};
