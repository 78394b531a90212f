import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Inline } from './Inline';

afterEach(cleanup);

describe('Inline', () => {
  it('collapsing changes the layout classes', () => {
    render(
      <>
        <Inline space="xs" data-testid="row">
          <span>a</span>
        </Inline>
        <Inline space="xs" collapseBelow="md" data-testid="collapsing">
          <span>a</span>
        </Inline>
      </>,
    );
    expect(screen.getByTestId('row').className).not.toBe(screen.getByTestId('collapsing').className);
  });
});
