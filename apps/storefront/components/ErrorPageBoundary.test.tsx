import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_PAGE_FALLBACK, ErrorPageBoundary } from './ErrorPageBoundary';

afterEach(() => vi.restoreAllMocks());

function Broken(): never {
  throw new Error('the error page broke');
}

describe('ErrorPageBoundary', () => {
  it('shows the error page as it is when it renders', () => {
    render(
      <ErrorPageBoundary>
        <h1>An error occured</h1>
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'An error occured' })).toBeTruthy();
  });

  it("shows the spec's fallback with a way home when the error page itself fails, and logs it", () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorPageBoundary>
        <Broken />
      </ErrorPageBoundary>,
    );
    expect(screen.getByRole('heading', { name: ERROR_PAGE_FALLBACK })).toBeTruthy();
    expect(ERROR_PAGE_FALLBACK).toBe('An error occured while showing the error page');
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
    expect(logged.mock.calls.some(([line]) => String(line).includes('error-page-failed'))).toBe(true);
  });
});
