import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { linkGroupFixtures as fixtures } from './fixtures';
import { LinkGroup } from './LinkGroup';
import { linkGroupSchema } from './schema';

const entry = fixtureEntries(linkGroupSchema, fixtures);

const meta = {
  title: 'Content blocks/Link group',
  component: LinkGroup,
  tags: ['autodocs'],
  // No shared args: every story names its fixture (a fixture that leaves a field out must not inherit another's).
  argTypes: {
    heading: { control: 'text' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3, §5. A heading (an `h2`, optional) and a list of links; `links` is required and a link ' +
          'shows only with text and a link. One column on phones, as many 14rem columns as fit from 768 px.',
      },
    },
  },
} satisfies Meta<typeof LinkGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the group; five links in the editor's order, each to its own page. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shop dresses by style' });
    await expectTypography(heading, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h4 });
    const links = within(canvas.getByRole('list')).getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Midi dresses', '/womens/dresses/midi'],
      ['Maxi dresses', '/womens/dresses/maxi'],
      ['Shirt dresses', '/womens/dresses/shirt'],
      ['Wrap dresses', '/womens/dresses/wrap'],
      ['Party dresses', '/womens/dresses/party'],
    ]);
    await expectTypography(links[0] as HTMLElement, {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
  },
};

/** Sixteen links: Tab walks them in the editor's order, whatever the columns. */
export const ManyLinks: Story = {
  args: entry('manyLinks'),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(16);
    await expect(links.at(-1)).toHaveAccessibleName('Vases');
    blurActiveElement(canvasElement);
    for (const link of links.slice(0, 4)) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
  },
};

/** No heading and a half-filled link left out: the list alone. */
export const NoHeading: Story = {
  args: entry('noHeading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Gifts under €30' })).toHaveAttribute(
      'href',
      '/eu/gifts/under-30',
    );
  },
};

/** Half-filled links (no text, no link, blank text) are left out; the two complete ones show. */
export const LinksWithGaps: Story = {
  name: 'Links with gaps',
  args: entry('incompleteLinks'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Help' })).toBeVisible();
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Delivery', '/us/help/delivery'],
      ['Contact us', 'mailto:help@wardrobe.shop'],
    ]);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
