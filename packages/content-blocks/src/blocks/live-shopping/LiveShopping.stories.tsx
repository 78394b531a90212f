import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { demoLiveShoppingHost } from './demoHost.testing';
import { liveShoppingFixtures as fixtures } from './fixtures';
import { LiveShoppingProvider } from './host';
import { LiveShopping } from './LiveShopping';
import { liveShoppingSchema } from './schema';

const entry = fixtureEntries(liveShoppingSchema, fixtures);

/**
 * The host around every story: a stand-in for the shop's (`demoLiveShoppingHost`: the recorded show, three products
 * failing as spec 000 §8 names), a new one per story; `parameters.liveShoppingHost: 'none'` for no provider at all.
 */
const withHost: Decorator = (Story, { parameters }) =>
  parameters.liveShoppingHost === 'none' ? (
    <Story />
  ) : (
    <LiveShoppingProvider value={demoLiveShoppingHost()}>
      <Story />
    </LiveShoppingProvider>
  );

/** The show's product list, once the show has loaded. */
const productList = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: 'Products in Winter knits, live' });

const meta = {
  title: 'Content blocks/Live shopping',
  component: LiveShopping,
  tags: ['autodocs'],
  decorators: [withHost],
  argTypes: {
    showId: { control: 'text' },
    title: { control: 'text' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 001 §2 "Live shopping is embedded on content pages"; spec 000 §8 names its failures. `showId` ' +
          '(required) names the show in the live-shopping service; `title` (optional) is the block’s heading, ' +
          'else the show’s title is. The show’s video (Play to watch) and its products, each with Add to bag; the ' +
          'result of each add is read out politely: added, or why not (currently unavailable, not in the colour ' +
          'and size shown, or above the stock). The show and the bag are the host app’s, handed in with ' +
          '`LiveShoppingProvider`; a stand-in host here. Without one the block says live shopping is not ' +
          'available here.',
      },
    },
  },
} satisfies Meta<typeof LiveShopping>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The recorded show under 'Shop the show': add a product, then each failure is read out with its own text. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await productList(canvasElement));
    const heading = canvas.getByRole('heading', { level: 2, name: 'Shop the show' });
    await expectTypography(heading, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expectTypography(list.getByText('Cable Roll Neck'), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
    await expect(canvas.getByRole('heading', { level: 3, name: 'Winter knits, live' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play video' })).toBeVisible();
    const status = canvas.getByRole('status');
    const cases = [
      ['Cable Roll Neck, Grey, M', 'Added to your bag: Cable Roll Neck.'],
      ['Jumper Dress, Black, 10', 'Jumper Dress: Currently unavailable.'],
      ['Fair Isle Jumper, Mustard, S', 'Fair Isle Jumper: Not available in the colour and size shown.'],
      ['Cable Jumper, Blue, M', 'Cable Jumper: The selected quantity exceeds available stock.'],
    ] as const;
    for (const [name, said] of cases) {
      await userEvent.click(list.getByRole('button', { name: `Add to bag: ${name}` }));
      await waitFor(() => expect(status).toHaveTextContent(said));
    }
  },
};

/** No heading of its own: the show's title names the block. Keyboard: Tab past Play to a product, Enter adds it. */
export const NoTitle: Story = {
  args: entry('noTitle'),
  play: async ({ canvasElement }) => {
    blurActiveElement(canvasElement);
    const canvas = within(canvasElement);
    await productList(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Winter knits, live' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Winter knits, live' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play video' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const scarf = canvas.getByRole('button', { name: 'Add to bag: Wool Scarf, Ivory' });
    await expect(scarf).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Added to your bag: Wool Scarf.'),
    );
    await expect(scarf).toHaveFocus();
  },
};

/** A show the service no longer has: the block says so, and the page stands. */
export const UnknownShow: Story = {
  args: entry('unknownShow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This show is no longer available.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Summer linen, live' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add to bag/ })).toBeNull();
  },
};

/** No `LiveShoppingProvider` (another app, Storybook without a host): a clear note and no button. */
export const WithoutHost: Story = {
  args: entry('default'),
  parameters: { liveShoppingHost: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Live shopping is not available here.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
