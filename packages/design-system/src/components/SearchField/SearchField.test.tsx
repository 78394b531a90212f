import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './SearchField';

afterEach(cleanup);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;

describe('SearchField', () => {
  it('is a search box named Search by default, with a visually hidden label when asked', () => {
    render(<SearchField labelVisibility="hidden" placeholder="Search for products" />);

    expect(searchBox().placeholder).toBe('Search for products');
    expect(searchBox().getAttribute('enterkeyhint')).toBe('search');
  });

  it('submits the trimmed term on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField onSubmit={onSubmit} />);

    await user.type(searchBox(), '  linen dress {Enter}');

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('linen dress');
  });

  it('does not submit an empty or whitespace-only term', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField onSubmit={onSubmit} />);

    await user.type(searchBox(), '{Enter}');
    await user.type(searchBox(), '   {Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes the text as typed to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchField onChange={onChange} />);

    await user.type(searchBox(), ' Jeans');

    expect(onChange).toHaveBeenLastCalledWith(' Jeans');
  });

  it('clears with Escape, and lets Escape through once empty', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    // Stands in for a search bar around the field that closes on Escape.
    const escapesOutside = vi.fn();
    const onDocumentKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escapesOutside();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    render(<SearchField onClear={onClear} />);

    await user.type(searchBox(), 'coat');
    await user.keyboard('{Escape}');
    expect(searchBox().value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(escapesOutside).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(escapesOutside).toHaveBeenCalledTimes(1);
    document.removeEventListener('keydown', onDocumentKeyDown);
  });

  it('clears with the Clear search button and keeps focus in the box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SearchField defaultValue="knitwear" onChange={onChange} />);

    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(searchBox().value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(document.activeElement).toBe(searchBox());
  });

  it('marks the field empty, so the clear button can hide', async () => {
    const user = userEvent.setup();
    const { container } = render(<SearchField />);
    const root = container.firstElementChild as HTMLElement;

    expect(root.hasAttribute('data-empty')).toBe(true);
    await user.type(searchBox(), 'a');
    expect(root.hasAttribute('data-empty')).toBe(false);
  });

  it('does not submit or clear when disabled', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchField isDisabled defaultValue="shirt" onSubmit={onSubmit} />);

    await user.type(searchBox(), '{Enter}');

    expect(searchBox().disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Clear search' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
