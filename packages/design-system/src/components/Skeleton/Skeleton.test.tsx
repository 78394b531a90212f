import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

afterEach(cleanup);

const root = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);

    expect(root(container).getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['4x5', '4 / 5'],
    ['5x7', '5 / 7'],
    ['16 / 9', '16 / 9'],
  ] as const)('holds the %s image ratio', (aspectRatio, css) => {
    const { container } = render(<Skeleton aspectRatio={aspectRatio} width={290} />);

    expect(root(container).style.aspectRatio).toBe(css);
    expect(root(container).style.width).toBe('290px');
    expect(root(container).style.height).toBe('');
  });

  it('gives a bare block one line of height, so it shows', () => {
    const { container } = render(<Skeleton />);

    expect(root(container).style.height).toBe('1.5em');
    expect(root(container).style.width).toBe('100%');
  });

  it('draws the asked number of text lines', () => {
    const { container } = render(<Skeleton shape="text" lines={4} />);

    expect(root(container).children).toHaveLength(4);
    expect(root(container).dataset.shape).toBe('text');
  });

  it('makes a circle as tall as it is wide', () => {
    const { container } = render(<Skeleton shape="circle" width={32} />);

    expect(root(container).style.width).toBe('32px');
    expect(root(container).style.height).toBe('32px');
  });

  it('drops the shimmer class when shimmer is off', () => {
    const { container } = render(
      <>
        <Skeleton />
        <Skeleton shimmer={false} />
      </>,
    );
    const [on, off] = [...container.children] as HTMLElement[];

    expect(on?.className.split(' ').length).toBeGreaterThan(off?.className.split(' ').length ?? 0);
  });
});
