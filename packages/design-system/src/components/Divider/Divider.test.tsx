import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Divider } from './Divider';

afterEach(cleanup);

describe('Divider', () => {
  it('is a horizontal separator by default and a vertical one on request', () => {
    render(
      <>
        <Divider />
        <Divider orientation="vertical" />
      </>,
    );
    const [h, v] = screen.getAllByRole('separator');
    expect(h?.tagName).toBe('HR');
    expect(v?.tagName).toBe('HR');
    expect(v?.getAttribute('aria-orientation')).toBe('vertical');
  });
});
