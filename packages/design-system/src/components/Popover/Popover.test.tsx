import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Popover, type PopoverProps, PopoverTrigger } from './Popover';

afterEach(cleanup);

function GoodStuffInfo(props: Partial<PopoverProps>) {
  return (
    <>
      <PopoverTrigger>
        <Button variant="tertiary">What is Good Stuff?</Button>
        <Popover title="Good Stuff" {...props}>
          {({ close }) => (
            <>
              <p>Offers and perks for members.</p>
              <a href="/my-account">See your offers</a>
              <Button size="small" onPress={close}>
                Got it
              </Button>
            </>
          )}
        </Popover>
      </PopoverTrigger>
      <p>Text outside the popover</p>
    </>
  );
}

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, with focus inside', async () => {
    const user = userEvent.setup();
    render(<GoodStuffInfo />);

    await user.click(screen.getByRole('button', { name: 'What is Good Stuff?' }));

    const dialog = screen.getByRole('dialog', { name: 'Good Stuff' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Offers and perks for members.')).toBeTruthy();
  });

  it('keeps Tab inside while open', async () => {
    const user = userEvent.setup();
    render(<GoodStuffInfo />);
    await user.click(screen.getByRole('button', { name: 'What is Good Stuff?' }));
    const dialog = screen.getByRole('dialog');

    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<GoodStuffInfo />);
    const trigger = screen.getByRole('button', { name: 'What is Good Stuff?' });

    await user.click(trigger);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes on a click outside and from its own content', async () => {
    const user = userEvent.setup();
    render(<GoodStuffInfo />);
    const trigger = screen.getByRole('button', { name: 'What is Good Stuff?' });

    await user.click(trigger);
    await user.click(screen.getByText('Text outside the popover'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is named by aria-label when it has no title, and can draw an arrow', async () => {
    const user = userEvent.setup();
    render(<GoodStuffInfo title={undefined} aria-label="About Good Stuff" showArrow placement="top" />);

    await user.click(screen.getByRole('button', { name: 'What is Good Stuff?' }));

    const dialog = screen.getByRole('dialog', { name: 'About Good Stuff' });
    expect(screen.queryByRole('heading')).toBeNull();
    const popover = dialog.parentElement as HTMLElement;
    expect(popover.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(popover.getAttribute('data-placement')).toBe('top');
  });

  it('keeps a caller className next to its own', async () => {
    const user = userEvent.setup();
    render(<GoodStuffInfo className="promo" />);
    await user.click(screen.getByRole('button', { name: 'What is Good Stuff?' }));

    const classes = (screen.getByRole('dialog').parentElement as HTMLElement).className.split(' ');
    expect(classes).toContain('promo');
    expect(classes.length).toBeGreaterThan(1);
  });
});
