import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { SidePanel, SidePanelTrigger } from './SidePanel';

/** Overlays render in a portal on `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const activeElement = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.activeElement as HTMLElement;

/** Waits out the 0.75 s slide (`[data-entering]` / `[data-exiting]`), so checks and screenshots see it settled. */
const settled = async (element: HTMLElement) =>
  waitFor(() => expect(element.closest('[data-entering]')).toBeNull(), { timeout: 3000 });
const closed = async (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });

const offers = (
  <ul style={{ margin: 0, paddingInlineStart: '1.25em', display: 'grid', gap: 12 }}>
    <li>
      <a href="#offer-knitwear">20% off knitwear</a>
    </li>
    <li>
      <a href="#offer-delivery">Free next-day delivery</a>
    </li>
    <li>
      <a href="#offer-birthday">A birthday treat</a>
    </li>
  </ul>
);

const meta = {
  title: 'Design system/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  args: {
    title: 'Your Offers',
    side: 'right',
    children: offers,
    footer: <Button>View All Offers</Button>,
    onOpenChange: fn(),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['left', 'right'] },
    width: { control: 'text' },
    background: { control: 'color' },
    isDismissable: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The side panels of the shop (sign-in, offers, bag, wishlist, filters, terms, mobile menu): a modal ' +
          'dialog sliding in from the left or right over 0.75 s (instant with reduced motion), full height, ' +
          '`min(90vw, 500px)` wide by default. Focus stays inside while open, Escape or a click on the page ' +
          'behind closes it, the page does not scroll, and focus returns to the opener. Use a `SidePanelTrigger` ' +
          'or control it with `isOpen` / `onOpenChange`.',
      },
    },
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Right panel from a trigger: opens with focus inside, Tab cycles inside, Escape closes it and focus returns to
 * the opener.
 */
export const Right: Story = {
  // Inside a SidePanelTrigger the trigger owns the open state, so `onOpenChange` goes on the trigger.
  render: ({ onOpenChange, ...args }) => (
    <SidePanelTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">Your offers</Button>
      <SidePanel {...args} />
    </SidePanelTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Your offers' });
    await userEvent.click(opener);

    const panel = await page(canvasElement).findByRole('dialog', { name: 'Your Offers' });
    await expect(panel).toContainElement(activeElement(canvasElement));
    await settled(panel);

    const visited = new Set<Element>();
    for (let i = 0; i < 10; i += 1) {
      await userEvent.tab();
      await expect(panel).toContainElement(activeElement(canvasElement));
      visited.add(activeElement(canvasElement));
    }
    // Close, three offer links and View All Offers.
    await expect(visited.size).toBe(5);

    await userEvent.keyboard('{Escape}');
    await closed(canvasElement);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Left panel (e.g. the mobile menu): the "Close" button closes it and focus returns to the opener. */
export const Left: Story = {
  args: {
    side: 'left',
    title: 'Menu',
    footer: undefined,
    children: (
      <nav aria-label="Main">
        <ul style={{ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 12 }}>
          <li>
            <a href="#womens">Women</a>
          </li>
          <li>
            <a href="#mens">Men</a>
          </li>
          <li>
            <a href="#other-stuff">Other Stuff</a>
          </li>
        </ul>
      </nav>
    ),
  },
  render: (args) => (
    <SidePanelTrigger>
      <Button variant="secondary">Menu</Button>
      <SidePanel {...args} />
    </SidePanelTrigger>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(opener);
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Menu' });
    await settled(panel);
    await expect(panel.parentElement?.getBoundingClientRect().left).toBe(0);

    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));

    await closed(canvasElement);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Open from the start on the right, for review and screenshots. */
export const OpenRight: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Your Offers' });
    await settled(panel);
    const box = panel.parentElement?.getBoundingClientRect();
    const viewport = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(Math.round(box?.right ?? 0)).toBe(viewport);
    await expect(box?.width).toBeLessThanOrEqual(500);
  },
};

/** Open from the start on the left. */
export const OpenLeft: Story = {
  args: { defaultOpen: true, side: 'left', title: 'Filters', children: <p>No filters are available now.</p> },
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Filters' });
    await settled(panel);
    await expect(panel.parentElement?.getBoundingClientRect().left).toBe(0);
  },
};

/** The sign-in panel's content colour (spec 001 default `#64E6D6`), with black text, at a custom width. */
export const SignInBackground: Story = {
  args: {
    defaultOpen: true,
    title: 'Sign In To Get The Good Stuff',
    background: '#64E6D6',
    width: 'min(90vw, 420px)',
    children: <p style={{ margin: 0 }}>Not a member? Join now to get offers and perks.</p>,
    footer: <Button variant="secondary">Join Now</Button>,
  },
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Sign In To Get The Good Stuff' });
    await settled(panel);
    const box = panel.parentElement as HTMLElement;
    await expect(getComputedStyle(box).backgroundColor).toBe('rgb(100, 230, 214)');
    await expect(getComputedStyle(box).color).toBe('rgb(0, 0, 0)');
  },
};

/** A click on the page behind closes the panel. */
export const DismissOnBackdrop: Story = {
  render: (args) => (
    <SidePanelTrigger>
      <Button variant="secondary">Your offers</Button>
      <SidePanel {...args} />
    </SidePanelTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Your offers' }));
    const panel = await page(canvasElement).findByRole('dialog');
    await settled(panel);

    await userEvent.click(panel.parentElement?.parentElement as HTMLElement);

    await closed(canvasElement);
  },
};

/** Controlled from app state (e.g. the header's bag button), with a footer action that closes it. */
export const Controlled: Story = {
  render: function ControlledPanel(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Bag (1)</Button>
        <SidePanel
          {...args}
          title="Your Bag"
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
          footer={({ close }) => <Button onPress={close}>Checkout</Button>}
        >
          <p style={{ margin: 0 }}>Linen shirt, white, size M — £45.00</p>
        </SidePanel>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bag (1)' }));
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Your Bag' });
    await settled(panel);

    await userEvent.click(within(panel).getByRole('button', { name: 'Checkout' }));

    await closed(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
