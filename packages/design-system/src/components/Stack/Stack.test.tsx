import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Stack } from './Stack';

afterEach(cleanup);

describe('Stack', () => {
  it('leaves no gap for conditional children that render nothing', () => {
    const { container } = render(
      <Stack space="small" dividers>
        <p>One</p>
        {false}
        {null}
        <p>Two</p>
      </Stack>,
    );
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('wraps children in list items when it is a list', () => {
    render(
      <Stack as="ol" space="xs">
        <span>A</span>
        <span>B</span>
      </Stack>,
    );
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A', 'B']);
  });
});
