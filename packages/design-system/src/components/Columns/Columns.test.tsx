import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Columns } from './Columns';

afterEach(cleanup);

describe('Columns', () => {
  it('is a grid whose column classes follow the counts', () => {
    render(
      <>
        <Columns columns={2} space="xs" data-testid="two" />
        <Columns columns={3} space="xs" data-testid="three" />
        <Columns columns={{ xs: 1, sm: 2 }} space="xs" data-testid="responsive" />
      </>,
    );
    const names = ['two', 'three', 'responsive'].map((id) => screen.getByTestId(id).className);
    expect(new Set(names).size).toBe(3);
  });
});
