import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './Toast';
import { NOTIFICATION_TIMEOUT_MS } from './toastQueue';

/** Buttons that raise notifications, numbered in order so every run shows the same text. */
function Shop() {
  const toast = useToast();
  const count = useRef(0);
  const next = () => {
    count.current += 1;
    return count.current;
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button onPress={() => toast.show({ message: `Added item ${next()} to your bag` })}>Add to bag</Button>
      <Button
        variant="secondary"
        onPress={() => toast.show({ message: `Saved item ${next()} to your wishlist`, persist: true })}
      >
        Save to wishlist
      </Button>
      <Button variant="tertiary" onPress={() => toast.clear()}>
        Clear all
      </Button>
    </div>
  );
}

const region = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Notifications' });
const shown = (canvasElement: HTMLElement) =>
  within(region(canvasElement))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

const meta = {
  title: 'Design system/Toast',
  component: ToastProvider,
  tags: ['autodocs'],
  render: () => (
    <ToastProvider>
      <Shop />
    </ToastProvider>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Notifications (spec 000 §4): "At most 3 are shown at once, and the oldest is dropped. Each ' +
          'auto-dismisses after 3000 ms unless persistent." `ToastProvider` renders a `ToastRegion` (a landmark ' +
          'named "Notifications" whose list is a polite live region) and gives `useToast().show({ message, ' +
          'persist })` to the components inside. Each notification has a "Close" button. Countdowns pause while ' +
          'the notifications are hovered or hold focus (WCAG 2.2.1).',
      },
    },
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to show: the region is there (so announcements work) but empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(region(canvasElement)).toBeInTheDocument();
    await expect(shown(canvasElement)).toEqual([]);
  },
};

/** Four persistent notifications: three are shown and the oldest one is gone. */
export const AtMostThree: Story = {
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: 'Save to wishlist' });
    for (let i = 0; i < 4; i += 1) await userEvent.click(save);

    await expect(shown(canvasElement)).toEqual([
      'Saved item 2 to your wishlist',
      'Saved item 3 to your wishlist',
      'Saved item 4 to your wishlist',
    ]);
  },
};

/** A plain notification goes after 3000 ms; a persistent one stays. */
export const AutoDismissAndPersistent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to wishlist' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to bag' }));
    await expect(shown(canvasElement)).toEqual(['Saved item 1 to your wishlist', 'Added item 2 to your bag']);

    await waitFor(() => expect(shown(canvasElement)).toEqual(['Saved item 1 to your wishlist']), {
      timeout: NOTIFICATION_TIMEOUT_MS + 2000,
    });
  },
};

/** Each notification's "Close" button removes it; with the keyboard, focus moves to the next one. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save to wishlist' });
    await userEvent.click(save);
    await userEvent.click(save);

    const [firstClose, secondClose] = within(region(canvasElement)).getAllByRole('button', { name: 'Close' });
    await userEvent.click(firstClose as HTMLElement);
    await expect(shown(canvasElement)).toEqual(['Saved item 2 to your wishlist']);

    await userEvent.click(save);
    (secondClose as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(shown(canvasElement)).toEqual(['Saved item 3 to your wishlist']);
    await expect(within(region(canvasElement)).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** Three notifications, two persistent, settled for review and screenshots. */
export const Stack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save to wishlist' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save to wishlist' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save to wishlist' }));
    await expect(shown(canvasElement)).toHaveLength(3);
  },
};
