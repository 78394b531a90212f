import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

/** Overlays render in a portal on `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const activeElement = (canvasElement: HTMLElement) => canvasElement.ownerDocument.activeElement;

/** Waits until RAC's entry animation is over, so checks and screenshots see the settled dialog. */
const settled = async (element: HTMLElement) =>
  waitFor(() => expect(element.closest('[data-entering]')).toBeNull(), { timeout: 3000 });

const meta = {
  title: 'Design system/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  args: {
    title: 'Added to your bag',
    children: <p style={{ margin: 0 }}>Linen shirt, white, size M. Quantity 1. £45.00</p>,
    onOpenChange: fn(),
  },
  argTypes: {
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    isDismissable: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A modal dialog (react-aria-components `ModalOverlay` + `Modal` + `Dialog`): a title that names it, a ' +
          '"Close" button, optional footer actions. Focus moves inside and stays there, Escape closes it, a click ' +
          'on the backdrop closes it unless `isDismissable={false}`, the page behind cannot scroll, and focus ' +
          'returns to the trigger. Open it from a `DialogTrigger` or control it with `isOpen` / `onOpenChange`. ' +
          '`role="alertdialog"` is for a question that needs an answer.',
      },
    },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * From a `DialogTrigger`: clicking the trigger opens the dialog with focus inside, Tab cycles through its
 * controls without leaving it, and Escape closes it and returns focus to the trigger.
 */
export const WithTrigger: Story = {
  // Inside a DialogTrigger the trigger owns the open state, so `onOpenChange` goes on the trigger.
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Add to bag</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Continue Shopping
            </Button>
            <Button onPress={close}>View Bag</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add to bag' });
    await userEvent.click(trigger);

    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Added to your bag' });
    await expect(dialog).toContainElement(activeElement(canvasElement) as HTMLElement);

    const visited = new Set<Element | null>();
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(activeElement(canvasElement) as HTMLElement);
      visited.add(activeElement(canvasElement));
    }
    // Close, Continue Shopping and View Bag, round and round.
    await expect(visited.size).toBe(3);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Open from the start (`defaultOpen`), for review and screenshots. */
export const Open: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <Button variant="secondary">Continue Shopping</Button>
        <Button>View Bag</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Added to your bag' });
    await settled(dialog);
    await expect(page(canvasElement).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The "Close" (×) button closes the dialog and focus goes back to the trigger. */
export const CloseButton: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Size guide</Button>
      <Dialog {...args} title="Size guide" size="large">
        <p style={{ margin: 0 }}>
          Measure around the fullest part of your chest, keeping the tape horizontal.
        </p>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Size guide' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Size guide' });
    await settled(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click on the backdrop closes a plain dialog. */
export const DismissOnBackdrop: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Add to bag</Button>
      <Dialog {...args} size="small" />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to bag' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await settled(dialog);
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;

    await userEvent.click(backdrop);

    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
  },
};

/** With `isDismissable={false}` a backdrop click does nothing; Escape and "Close" still work. */
export const NotDismissable: Story = {
  args: { isDismissable: false, defaultOpen: true, title: 'Your basket has changed' },
  render: (args) => (
    <Dialog {...args}>
      <p style={{ margin: 0 }}>Sorry we have had to adjust the quantity</p>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Your basket has changed' });
    await settled(dialog);

    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);

    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/**
 * `role="alertdialog"`: a question with footer answers and no ×. Focus starts inside; Tab stays among the
 * answers; "Cancel" closes it and focus returns to the trigger.
 */
export const AlertDialog: Story = {
  args: {
    role: 'alertdialog',
    title: 'Remove this item?',
    'aria-describedby': 'remove-item-text',
    size: 'small',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="tertiary">Remove</Button>
      <Dialog
        {...args}
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Remove</Button>
          </>
        )}
      >
        <p id="remove-item-text" style={{ margin: 0 }}>
          Linen shirt, size M will be removed from your bag.
        </p>
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);

    const dialog = await page(canvasElement).findByRole('alertdialog', { name: 'Remove this item?' });
    await expect(dialog).toHaveAccessibleDescription('Linen shirt, size M will be removed from your bag.');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Controlled with `isOpen` / `onOpenChange`, opened from app state rather than a trigger. */
export const Controlled: Story = {
  render: function ControlledDialog(args) {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          Delivery information
        </Button>
        <Dialog
          {...args}
          title="Delivery"
          isOpen={isOpen}
          onOpenChange={(open) => {
            args.onOpenChange?.(open);
            setOpen(open);
          }}
        >
          <p style={{ margin: 0 }}>Standard delivery in 3–5 working days.</p>
        </Dialog>
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Delivery information' });
    await userEvent.click(opener);
    await page(canvasElement).findByRole('dialog', { name: 'Delivery' });

    await userEvent.keyboard('{Escape}');

    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
