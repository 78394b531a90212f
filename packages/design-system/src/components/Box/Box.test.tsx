import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Box } from './Box';

afterEach(cleanup);

describe('Box', () => {
  it('turns layout props into classes and leaves them off the element', () => {
    render(
      <Box padding="small" display="flex" data-testid="box" id="b">
        x
      </Box>,
    );
    const box = screen.getByTestId('box');
    expect(box.getAttribute('padding')).toBeNull();
    expect(box.getAttribute('display')).toBeNull();
    expect(box.id).toBe('b');
    expect(box.className.split(' ').length).toBeGreaterThan(3);
  });

  it('gives different responsive values different classes', () => {
    render(
      <>
        <Box padding="small" data-testid="a" />
        <Box padding={{ xs: 'small', md: 'large' }} data-testid="b" />
      </>,
    );
    expect(screen.getByTestId('a').className).not.toBe(screen.getByTestId('b').className);
  });

  it('renders the element it is asked for', () => {
    render(<Box as="section" aria-label="Offers" />);
    expect(screen.getByRole('region', { name: 'Offers' }).tagName).toBe('SECTION');
  });
});
