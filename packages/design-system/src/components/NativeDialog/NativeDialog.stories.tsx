import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NativeDialog, type NativeDialogProps } from './NativeDialog';

const sites = ['United Kingdom', 'Europe', 'USA and Canada', 'Ireland'];

/** A page with the button that opens it, as the header's locale button does. */
function WithOpener(args: NativeDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change country
      </button>
      <NativeDialog
        {...args}
        isOpen={isOpen}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Design system/NativeDialog',
  component: NativeDialog,
  tags: ['autodocs'],
  args: {
    title: 'Choose your country',
    isOpen: false,
    onClose: fn(),
    children: (
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {sites.map((site) => (
          <li key={site}>
            <a href={`#${site}`}>{site}</a>
          </li>
        ))}
      </ul>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  render: (args) => <WithOpener {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A modal dialog on the platform's `<dialog>` with the Dialog's look and no react-aria, for an overlay " +
          'that may open on any page (the locale overlay). The browser keeps focus inside, closes it on Escape ' +
          'or a click on the backdrop, and returns focus to the opener; `onClose` says the shopper closed it.',
      },
    },
  },
} satisfies Meta<typeof NativeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its button by keyboard; Escape closes it and focus goes back to the button. */
export const OpenAndEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Change country' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Choose your country' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    // Modal: the page behind is inert, and it does not scroll.
    await expect(dialog.matches(':modal')).toBe(true);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(getComputedStyle(root).overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    // The platform's close event is queued as a task after the dialog hides: on a busy machine it comes later.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(opener).toHaveFocus();
    await expect(getComputedStyle(root).overflow).not.toBe('hidden');
  },
};

/** A click on the backdrop closes it; a click inside does not. */
export const BackdropCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change country' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Choose your country' });
    // Past its fade-in (it starts at opacity 0).
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Choose your country' }));
    await expect(dialog).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();

    // The top-left corner of the window is backdrop at every width.
    await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } });
    await waitFor(() => expect(dialog).not.toBeVisible());
    // The platform's close event is queued as a task after the dialog hides: on a busy machine it comes later.
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Open, as the shopper sees it over the page (the picture the visual test keeps). */
export const Open: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'Choose your country' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
