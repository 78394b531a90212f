import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { ToastProvider, ToastRegion, useToast } from './Toast';
import { ToastQueue } from './toastQueue';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Notifications' });
const shown = () =>
  within(region())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

function Shop() {
  const toast = useToast();
  return (
    <>
      <Button onPress={() => toast.show('Added to your bag')}>Add to bag</Button>
      <Button onPress={() => toast.show({ message: 'Saved for later', persist: true })}>Save</Button>
    </>
  );
}

describe('ToastRegion', () => {
  it('is a landmark named Notifications with a polite live list, even when empty', () => {
    render(<ToastRegion queue={new ToastQueue()} />);

    const list = within(region()).getByRole('list');
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(shown()).toEqual([]);
  });

  it('shows at most 3 and drops the oldest', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);

    act(() => {
      for (const message of ['one', 'two', 'three', 'four']) queue.add({ message, persist: true });
    });

    expect(shown()).toEqual(['two', 'three', 'four']);
  });

  it('dismisses after 3000 ms unless persistent', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);

    act(() => {
      queue.add('Added to your bag');
      queue.add({ message: 'Saved for later', persist: true });
    });
    act(() => vi.advanceTimersByTime(3000));

    expect(shown()).toEqual(['Saved for later']);
  });

  it('closes a notification with its Close button', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add({ message: 'first', persist: true });
      queue.add({ message: 'second', persist: true });
    });

    const closeButtons = within(region()).getAllByRole('button', { name: 'Close' });
    expect(closeButtons).toHaveLength(2);
    await user.click(closeButtons[0] as HTMLElement);

    expect(shown()).toEqual(['second']);
  });

  it('pauses the countdown while hovered and resumes on leave', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.add('Added to your bag');
    });

    fireEvent.pointerEnter(region(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['Added to your bag']);

    fireEvent.pointerLeave(region(), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toEqual([]);
  });

  it('pauses while focus is inside, and moves focus on when the focused one closes', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    render(
      <>
        <Button>Before</Button>
        <ToastRegion queue={queue} />
      </>,
    );
    act(() => {
      queue.add({ message: 'first', persist: true });
      queue.add('second');
    });
    const before = screen.getByRole('button', { name: 'Before' });

    await user.click(before);
    await user.tab();
    const [firstClose, secondClose] = within(region()).getAllByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(firstClose);
    expect(queue.isPaused).toBe(true);

    await user.keyboard('{Enter}');
    expect(shown()).toEqual(['second']);
    expect(document.activeElement).toBe(secondClose);

    await user.keyboard('{Enter}');
    expect(shown()).toEqual([]);
    expect(document.activeElement).toBe(before);
    expect(queue.isPaused).toBe(false);
  });

  it('keeps focus in the list when the focused notification is dropped as the oldest', async () => {
    const user = userEvent.setup();
    const queue = new ToastQueue();
    render(
      <>
        <Button>Before</Button>
        <ToastRegion queue={queue} />
      </>,
    );
    act(() => {
      for (const message of ['one', 'two', 'three']) queue.add({ message, persist: true });
    });
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();

    act(() => {
      queue.add({ message: 'four', persist: true });
    });

    expect(shown()).toEqual(['two', 'three', 'four']);
    const closeButtons = within(region()).getAllByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(closeButtons.at(-1));
  });
});

describe('ToastProvider and useToast', () => {
  it('shows notifications from components inside it', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Shop />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(shown()).toEqual(['Added to your bag', 'Saved for later']);
  });

  it('renders a queue made outside React', () => {
    const queue = new ToastQueue();
    render(<ToastProvider queue={queue} />);

    act(() => {
      queue.add({ message: 'Your bag was updated', persist: true });
    });

    expect(shown()).toEqual(['Your bag was updated']);
  });

  it('says what is missing when used outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Shop />)).toThrow('useToast() needs a <ToastProvider> above it.');
  });
});
