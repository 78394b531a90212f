import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

afterEach(cleanup);

/** The dialog sits in the box (`Modal`), which sits in the backdrop (`ModalOverlay`). */
const backdropOf = (dialog: HTMLElement) => dialog.parentElement?.parentElement as HTMLElement;

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <Dialog
      title="Size guide"
      isOpen={isOpen}
      onOpenChange={(open) => {
        onOpenChange(open);
        setOpen(open);
      }}
    >
      <p>Measure around the fullest part of your chest.</p>
    </Dialog>
  );
}

function AddedToBag(props: Partial<Parameters<typeof Dialog>[0]>) {
  return (
    <DialogTrigger>
      <Button>Add to bag</Button>
      <Dialog
        title="Added to your bag"
        footer={({ close }) => (
          <>
            <Button variant="secondary" onPress={close}>
              Continue Shopping
            </Button>
            <Button>View Bag</Button>
          </>
        )}
        {...props}
      >
        <p>Linen shirt, size M</p>
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a dialog named by its title, with focus inside', async () => {
    const user = userEvent.setup();
    render(<AddedToBag />);

    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const dialog = screen.getByRole('dialog', { name: 'Added to your bag' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Added to your bag' })).toBeTruthy();
    expect(screen.getByText('Linen shirt, size M')).toBeTruthy();
  });

  it('closes with the Close button and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<AddedToBag />);
    const trigger = screen.getByRole('button', { name: 'Add to bag' });

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<AddedToBag />);
    const trigger = screen.getByRole('button', { name: 'Add to bag' });

    await user.click(trigger);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<AddedToBag />);
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    const dialog = screen.getByRole('dialog');

    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('lets footer actions close it through the render function', async () => {
    const user = userEvent.setup();
    render(<AddedToBag />);
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    await user.click(screen.getByRole('button', { name: 'Continue Shopping' }));

    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click by default, but not when isDismissable is false', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<AddedToBag />);
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await user.click(backdropOf(screen.getByRole('dialog')));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<AddedToBag isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await user.click(backdropOf(screen.getByRole('dialog')));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('can be an alert dialog: no ×, backdrop click ignored, Escape still cancels', async () => {
    const user = userEvent.setup();
    render(<AddedToBag role="alertdialog" title="Remove this item?" />);
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Remove this item?' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(backdropOf(dialog));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    // Focus containment pulls focus back in after the click, a frame later.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('works controlled through isOpen and onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Controlled onOpenChange={onOpenChange} />);

    expect(screen.getByRole('dialog', { name: 'Size guide' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses a caller close label and keeps a caller className on the box', async () => {
    const user = userEvent.setup();
    render(<AddedToBag closeLabel="Fermer" className="promo" />);
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    const box = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(box.className.split(' ')).toContain('promo');
    expect(box.className.split(' ').length).toBeGreaterThan(1);
  });
});
