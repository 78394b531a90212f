import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { localeSelectorImageFixtures as fixtures } from './fixtures';
import { LocaleSelectorImage } from './LocaleSelectorImage';
import { type LocaleSelectorImageEntry, localeSelectorImageSchema } from './schema';

/** Stories take their args from the fixtures, parsed as the frame parses them. */
const entry = (name: Exclude<keyof typeof fixtures, `invalid${string}`>): LocaleSelectorImageEntry =>
  localeSelectorImageSchema.parse(fixtures[name]);

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
