import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { textBlockFixtures as fixtures } from './fixtures';
import { textBlockSchema } from './schema';
import { TextBlock } from './TextBlock';

const entry = fixtureEntries(textBlockSchema, fixtures);

const meta = {
  title: 'Content blocks/Text block',
  component: TextBlock,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    heading: { control: 'text' },
    headingStyle: { control: 'inline-radio', options: ['H1', 'H2', 'H3'] },
    headingFont: { control: 'inline-radio', options: ['Quisas', 'Quisas-2', 'Athletics'] },
    body: { control: 'text' },
    textAlignment: { control: 'inline-radio', options: ['Left', 'Center', 'Right'] },
    textColour: { control: 'inline-radio', options: ['White', 'Black'] },
    backgroundColour: { control: 'color' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1 (fields ours). An optional heading (level and size from `headingStyle` H1–H3, face from ' +
          '`headingFont`) over a markdown body rendered by the design system’s RichText, in a column aligned by ' +
          '`textAlignment`. Text is black or white, whichever reads on `backgroundColour`.',
      },
    },
  },
} satisfies Meta<typeof TextBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An H2 in Quisas over a paragraph, a list and a link; the link is reached with Tab. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Made to be lived in' });
    await expectTypography(heading, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h2 });
    await expectTypography(canvas.getByText(/Our linen is grown/), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    const link = canvas.getByRole('link', { name: 'how we care for it' });
    await expect(link).toHaveAttribute('href', '/care-guide');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** An H1 in Quisas-2, centred, white on navy, with wavy and double underlines. */
export const CentredOnColour: Story = {
  args: entry('centredOnColour'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'The gift guide' });
    await expectTypography(heading, { fontFamily: vars.font.quisas2, fontSize: vars.fontSize.h1 });
    await expect(getComputedStyle(heading).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(heading).textAlign).toBe('center');
    await expect(canvas.getByText('stocking fillers')).toHaveAttribute('data-underline', 'wavy');
    await expect(canvas.getByText('big one')).toHaveAttribute('data-underline', 'double');
  },
};

/** An H2 in Athletics, right-aligned on cream; the body's `#` heading is an h3. */
export const AthleticsHeadingRight: Story = {
  args: entry('athleticsHeadingRight'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Delivery to Europe' });
    await expectTypography(heading, { fontFamily: vars.font.athletics, fontSize: vars.fontSize.h2 });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Duties included' })).toBeVisible();
    await expect(getComputedStyle(heading).textAlign).toBe('right');
  },
};

/** No heading: the body alone. Its external link opens a new tab and says so. */
export const BodyOnly: Story = {
  args: entry('bodyOnly'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Returns' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /returns centre.*opens in a new tab/ });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** An H3 over five long paragraphs on teal: they wrap within the column's measure and nothing overflows. */
export const LongText: Story = {
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-block="text-block"]');
    if (!block) throw new Error('No text block');
    const heading = within(block).getByRole('heading', { level: 3 });
    await expectTypography(heading, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth);
    await expect(within(block).getAllByText(/^Chapter \d/)).toHaveLength(5);
    await expect(getComputedStyle(block).color).toBe('rgb(0, 0, 0)');
  },
};

/** White text with no background would vanish on the page: it reads black instead. */
export const WhiteTextWithoutABackground: Story = {
  name: 'White text without a background',
  args: entry('whiteTextNoBackground'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Careers' });
    await expect(getComputedStyle(heading).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(canvas.getByText('We are hiring in our London studio.')).color).toBe(
      'rgb(0, 0, 0)',
    );
  },
};
