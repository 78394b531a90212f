import { cleanup, render, screen } from '@testing-library/react';
import { QUANTITY_ADJUSTED_MESSAGE } from '@wardrobe/domain-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyBag } from './EmptyBag';

afterEach(cleanup);

describe('EmptyBag', () => {
  it('says the bag is empty, with no lines, summary or checkout', () => {
    render(<EmptyBag />);

    expect(screen.getByText('Your shopping bag is empty')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // The alert region is there, empty, ready to announce.
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('announces its notices, each once', () => {
    render(<EmptyBag notices={[QUANTITY_ADJUSTED_MESSAGE, QUANTITY_ADJUSTED_MESSAGE]} />);

    expect(screen.getByRole('alert').textContent).toBe(QUANTITY_ADJUSTED_MESSAGE);
  });
});
