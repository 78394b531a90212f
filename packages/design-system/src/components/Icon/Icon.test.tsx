import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BagIconWithCount, CloseIcon, icons } from './Icon';

afterEach(cleanup);

describe('Icon', () => {
  it('is hidden from assistive technology unless it is given a label', () => {
    const { container } = render(<CloseIcon />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when it stands alone', () => {
    render(<CloseIcon label="Close" />);
    expect(screen.getByRole('img', { name: 'Close' })).toBeTruthy();
  });

  it('never takes keyboard focus and draws in the text colour', () => {
    const { container } = render(<CloseIcon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('focusable')).toBe('false');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
  });

  it('has a distinct drawing for every name', () => {
    const drawings = Object.values(icons).map((Icon) =>
      render(<Icon />).container.innerHTML.replace(/class="[^"]*"/, ''),
    );
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});

describe('BagIconWithCount', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [-2, null],
  ])('shows %s items as %s', (count, shown) => {
    render(<BagIconWithCount count={count} />);
    expect(screen.queryByTestId('bag-count')?.textContent ?? null).toBe(shown);
  });

  it('is decorative: the control around it carries the name and count', () => {
    const { container } = render(<BagIconWithCount count={3} />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
