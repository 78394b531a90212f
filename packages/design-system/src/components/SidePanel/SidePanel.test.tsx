import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { SidePanel, type SidePanelProps, SidePanelTrigger } from './SidePanel';

afterEach(cleanup);

/** The panel box (`Modal`) holds the dialog; the scrim (`ModalOverlay`) holds the box. */
const panelOf = (dialog: HTMLElement) => dialog.parentElement as HTMLElement;
const scrimOf = (dialog: HTMLElement) => panelOf(dialog).parentElement as HTMLElement;

function Filters({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Filter</Button>
      <SidePanel
        title="Filters"
        side="left"
        isOpen={isOpen}
        onOpenChange={(open) => {
          onOpenChange(open);
          setOpen(open);
        }}
      >
        <p>No filters are available now.</p>
      </SidePanel>
    </>
  );
}

function OffersPanel(props: Partial<SidePanelProps>) {
  return (
    <SidePanelTrigger>
      <Button>Offers</Button>
      <SidePanel
        title="Your Offers"
        footer={({ close }) => <Button onPress={close}>View All Offers</Button>}
        {...props}
      >
        <a href="/offer-1">20% off knitwear</a>
      </SidePanel>
    </SidePanelTrigger>
  );
}

describe('SidePanel', () => {
  it('opens from its trigger as a dialog named by its title, with focus inside and a Close button', async () => {
    const user = userEvent.setup();
    render(<OffersPanel />);

    await user.click(screen.getByRole('button', { name: 'Offers' }));

    const panel = screen.getByRole('dialog', { name: 'Your Offers' });
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '20% off knitwear' })).toBeTruthy();
  });

  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    render(
      <>
        <OffersPanel />
        <a href="/after">A link after the panel</a>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Offers' }));
    const panel = screen.getByRole('dialog');

    const seen = new Set<Element | null>();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(panel.contains(document.activeElement)).toBe(true);
      seen.add(document.activeElement);
    }
    // Close, the offer link and the footer button: Tab cycles through all three.
    expect(seen.size).toBe(3);
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<OffersPanel />);
    const opener = screen.getByRole('button', { name: 'Offers' });

    await user.click(opener);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with the Close button, a footer action, or a click on the page behind', async () => {
    const user = userEvent.setup();
    render(<OffersPanel />);
    const opener = screen.getByRole('button', { name: 'Offers' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'View All Offers' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    await user.click(scrimOf(screen.getByRole('dialog')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('locks page scroll while open', async () => {
    const user = userEvent.setup();
    render(<OffersPanel />);

    await user.click(screen.getByRole('button', { name: 'Offers' }));
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement.style.overflow).toBe(''));
  });

  it('slides from the right by default and from the left on request', () => {
    const { unmount } = render(<SidePanel title="Bag" defaultOpen />);
    const rightClass = panelOf(screen.getByRole('dialog', { name: 'Bag' })).className;
    unmount();

    render(<SidePanel title="Menu" side="left" defaultOpen />);
    const leftClass = panelOf(screen.getByRole('dialog', { name: 'Menu' })).className;

    expect(rightClass).not.toBe('');
    expect(leftClass).not.toBe(rightClass);
  });

  it('takes a width and a content background colour', () => {
    render(<SidePanel title="Sign Up, Get Good Stuff" defaultOpen width="420px" background="#64E6D6" />);

    const panel = panelOf(screen.getByRole('dialog', { name: 'Sign Up, Get Good Stuff' }));
    expect(panel.style.width).toBe('420px');
    expect(panel.style.backgroundColor).toBe('rgb(100, 230, 214)');
  });

  it('works controlled through isOpen and onOpenChange', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<Filters onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
