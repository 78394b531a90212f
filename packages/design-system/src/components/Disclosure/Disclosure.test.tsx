import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Disclosure } from './Disclosure';

afterEach(cleanup);

const panelOf = (trigger: HTMLElement) => {
  const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('trigger controls no panel');
  return panel;
};

/** A page that owns the open state and has its own button to open the disclosure. */
function Controlled({ onExpandedChange }: { onExpandedChange: (expanded: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show delivery
      </button>
      <Disclosure
        title="Delivery"
        isExpanded={open}
        onExpandedChange={(next) => {
          onExpandedChange(next);
          setOpen(next);
        }}
      >
        Free delivery over £50.
      </Disclosure>
    </>
  );
}

describe('Disclosure', () => {
  it('puts the trigger in a heading, level 3 by default', () => {
    render(<Disclosure title="Delivery">Free delivery over £50.</Disclosure>);

    const heading = screen.getByRole('heading', { level: 3, name: 'Delivery' });
    const trigger = screen.getByRole('button', { name: 'Delivery' });
    expect(heading.contains(trigger)).toBe(true);
  });

  it('uses the heading level it is given', () => {
    render(
      <Disclosure title="Returns" headingLevel={2}>
        Free returns within 28 days.
      </Disclosure>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeTruthy();
  });

  it('starts closed, opens and closes on click', async () => {
    const user = userEvent.setup();
    render(<Disclosure title="Delivery">Free delivery over £50.</Disclosure>);
    const trigger = screen.getByRole('button', { name: 'Delivery' });
    const panel = panelOf(trigger);

    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toBe('Free delivery over £50.');

    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('names the panel after the title', async () => {
    render(
      <Disclosure title="Delivery" defaultExpanded>
        Free delivery over £50.
      </Disclosure>,
    );

    expect(screen.getByRole('group', { name: 'Delivery' }).textContent).toBe('Free delivery over £50.');
  });

  it('toggles with Enter and Space from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Disclosure title="Delivery">Free delivery over £50.</Disclosure>);
    const trigger = screen.getByRole('button', { name: 'Delivery' });

    await user.tab();
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard(' ');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('can start open (uncontrolled)', () => {
    render(
      <Disclosure title="Delivery" defaultExpanded>
        Free delivery over £50.
      </Disclosure>,
    );

    const trigger = screen.getByRole('button', { name: 'Delivery' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(trigger).hidden).toBe(false);
  });

  it('follows isExpanded and reports presses through onExpandedChange (controlled)', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<Controlled onExpandedChange={onExpandedChange} />);
    const trigger = screen.getByRole('button', { name: 'Delivery' });

    await user.click(screen.getByRole('button', { name: 'Show delivery' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(onExpandedChange).not.toHaveBeenCalled();

    await user.click(trigger);
    expect(onExpandedChange).toHaveBeenCalledWith(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays closed while the parent keeps it closed', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Disclosure title="Delivery" isExpanded={false} onExpandedChange={onExpandedChange}>
        Free delivery over £50.
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Delivery' });

    await user.click(trigger);

    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Gift wrap" isDisabled>
        Not available for this order.
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Gift wrap' }) as HTMLButtonElement;

    expect(trigger.disabled).toBe(true);
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a caller className next to its own', () => {
    const { container } = render(
      <Disclosure title="Delivery" className="faq">
        Free delivery over £50.
      </Disclosure>,
    );

    const classes = (container.firstElementChild as HTMLElement).className.split(' ');
    expect(classes).toContain('faq');
    expect(classes.length).toBeGreaterThan(1);
  });
});
