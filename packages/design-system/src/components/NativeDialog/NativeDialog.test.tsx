import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NativeDialog } from './NativeDialog';

// jsdom has no modal dialogs: the platform's part (showModal, close and its `close` event) is stood in for here,
// and played for real in Chromium by the stories (Escape, the backdrop, focus returning).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
afterEach(cleanup);

function Overlay({ onClose }: { onClose: () => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Change country
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Dismiss from outside
      </button>
      <NativeDialog
        title="Choose your country"
        isOpen={isOpen}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <a href="/us">USA and Canada</a>
      </NativeDialog>
    </>
  );
}

describe('NativeDialog', () => {
  it('is closed until asked, then a dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Overlay onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Change country' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your country' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('closedby')).toBe('any');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose your country' }).id).toBe(
      dialog.getAttribute('aria-labelledby'),
    );
  });

  it('tells its owner when the shopper closes it with the × button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Overlay onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Change country' }));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a click on the backdrop (the dialog element, outside its content) closes it; one inside does not', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Overlay onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Change country' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose your country' });

    await user.click(screen.getByRole('heading', { name: 'Choose your country' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not report a close its owner asked for', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Overlay onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Change country' }));

    await user.click(screen.getByRole('button', { name: 'Dismiss from outside', hidden: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders on the server closed, so the page shows nothing of it before it opens', () => {
    const html = renderToStaticMarkup(
      <NativeDialog title="Choose your country" isOpen={false} onClose={() => {}}>
        <p>Sites</p>
      </NativeDialog>,
    );
    expect(html).toMatch(/^<dialog aria-labelledby="[^"]+" closedby="any"/);
    expect(html).not.toContain(' open');
  });
});
