import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverTrigger } from './Popover';

/** Overlays render in a portal on `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const activeElement = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.activeElement as HTMLElement;
const settled = async (element: HTMLElement) =>
  waitFor(() => expect(element.closest('[data-entering]')).toBeNull(), { timeout: 3000 });

const meta = {
  title: 'Design system/Popover',
  component: Popover,
  tags: ['autodocs'],
  args: {
    title: 'Good Stuff',
    placement: 'bottom',
    showArrow: false,
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <p style={{ margin: 0 }}>Offers and perks, just for members.</p>
        <a href="#my-account">See your offers</a>
        <Button size="small" onPress={close}>
          Got it
        </Button>
      </div>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'left', 'right'] },
    showArrow: { control: 'boolean' },
  },
  render: (args) => (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 360 }}>
      <PopoverTrigger>
        <Button variant="tertiary">What is Good Stuff?</Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A small dialog anchored to its trigger (react-aria-components `Popover` + `Dialog`), with an optional ' +
          'arrow and a `placement`. Focus moves inside and Tab stays there; Escape or a click outside closes it ' +
          'and focus returns to the trigger. Named by its `title`, or by `aria-label` without one.',
      },
    },
  },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click opens it with focus inside; Tab cycles inside; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is Good Stuff?' });
    await userEvent.click(trigger);

    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Good Stuff' });
    await expect(dialog).toContainElement(activeElement(canvasElement));
    const visited = new Set<Element>();
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(activeElement(canvasElement));
      visited.add(activeElement(canvasElement));
    }
    await expect(visited.size).toBe(2);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** With an arrow, above the trigger; open from the start for review. */
export const WithArrowOnTop: Story = {
  args: { showArrow: true, placement: 'top', defaultOpen: true },
  // Room above the trigger, so the popover has no reason to flip below it.
  render: (args) => (
    <div style={{ display: 'grid', placeItems: 'end center', minHeight: 420 }}>
      <PopoverTrigger defaultOpen={args.defaultOpen}>
        <Button variant="tertiary">What is Good Stuff?</Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Good Stuff' });
    await settled(dialog);
    await expect(dialog.parentElement).toHaveAttribute('data-placement', 'top');
  },
};

/** A click outside closes it. */
export const ClickOutside: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is Good Stuff?' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await settled(dialog);

    await userEvent.click(canvasElement.ownerDocument.body);

    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

/** Without a visible title it is named by `aria-label`; a button inside closes it with the `close` render prop. */
export const LabelledWithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'About Good Stuff', placement: 'end', showArrow: true },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'What is Good Stuff?' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'About Good Stuff' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));

    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
