import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from './Checkbox';

afterEach(cleanup);

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('Checkbox', () => {
  it('is a checkbox named by its label, unticked by default', () => {
    render(<Checkbox>Email me offers</Checkbox>);

    expect(checkbox('Email me offers').checked).toBe(false);
  });

  it('toggles when its label is clicked and reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Email me offers</Checkbox>);

    await user.click(screen.getByText('Email me offers'));
    expect(checkbox('Email me offers').checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);

    await user.click(screen.getByText('Email me offers'));
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles with Space after Tab', async () => {
    const user = userEvent.setup();
    render(<Checkbox defaultSelected>Email me offers</Checkbox>);

    await user.tab();
    expect(document.activeElement).toBe(checkbox('Email me offers'));
    await user.keyboard(' ');

    expect(checkbox('Email me offers').checked).toBe(false);
  });

  it('draws a check mark only when ticked and a minus when indeterminate', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<Checkbox>All sizes</Checkbox>);
    expect(container.querySelector('svg')).toBeNull();

    await user.click(checkbox('All sizes'));
    const checkPath = container.querySelector('svg path')?.getAttribute('d');
    expect(checkPath).toBeTruthy();

    rerender(<Checkbox isIndeterminate>All sizes</Checkbox>);
    expect(checkbox('All sizes').indeterminate).toBe(true);
    expect(container.querySelector('svg path')?.getAttribute('d')).not.toBe(checkPath);
  });

  it('links its description and shows its error when invalid', () => {
    render(
      <Checkbox
        isRequired
        isInvalid
        description="You can unsubscribe at any time."
        errorMessage="Please accept"
      >
        I accept the terms
      </Checkbox>,
    );

    const input = checkbox('I accept the terms');
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toContain('You can unsubscribe at any time.');
    expect(texts).toContain('Please accept');
  });

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Checkbox isDisabled onChange={onChange}>
        Gift wrap
      </Checkbox>,
    );

    await user.click(screen.getByText('Gift wrap'));

    expect(checkbox('Gift wrap').disabled).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('CheckboxGroup', () => {
  it('is a group named by its label whose value lists the ticked boxes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Size" onChange={onChange}>
        <Checkbox value="s">S</Checkbox>
        <Checkbox value="m">M</Checkbox>
        <Checkbox value="l">L</Checkbox>
      </CheckboxGroup>,
    );

    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    await user.click(checkbox('M'));
    await user.click(checkbox('L'));

    expect(onChange).toHaveBeenLastCalledWith(['m', 'l']);
  });

  it('shows the group error once, when required and nothing is ticked after a submit', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Preferences" onSubmit={(event) => event.preventDefault()}>
        <CheckboxGroup label="Contact me by" isRequired errorMessage="Choose at least one">
          <Checkbox value="email">Email</Checkbox>
          <Checkbox value="post">Post</Checkbox>
        </CheckboxGroup>
        <button type="submit">Save</button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getAllByText('Choose at least one')).toHaveLength(1);
  });
});
