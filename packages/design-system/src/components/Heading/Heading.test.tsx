import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Heading } from './Heading';

afterEach(cleanup);

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %s as its h element', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level }).tagName).toBe(`H${level}`);
  });

  it('keeps the size apart from the level', () => {
    render(
      <>
        <Heading level={2}>Plain</Heading>
        <Heading level={2} size="title1">
          Big
        </Heading>
        <Heading level={1} size="h2">
          Small page title
        </Heading>
      </>,
    );
    const cls = (name: string) => screen.getByRole('heading', { name }).className;
    expect(cls('Big')).not.toBe(cls('Plain'));
    // An h1 at size H2 looks like an h2.
    expect(cls('Small page title')).toBe(cls('Plain'));
  });
});
