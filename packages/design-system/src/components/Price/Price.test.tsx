import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Price } from './Price';

afterEach(cleanup);

describe('Price', () => {
  it('shows the formatted price', () => {
    const { container } = render(<Price amount={1234.5} currency="GBP" />);

    expect(container.textContent).toBe('£1,234.50');
    expect(container.querySelector('s')).toBeNull();
  });

  it('uses the market currency', () => {
    const { container } = render(
      <>
        <Price amount={12.5} currency="EUR" />
        <Price amount={12.5} currency="USD" />
      </>,
    );

    expect(container.textContent).toBe('€12.50$12.50');
  });

  it('reads a sale as "Was …, now …" with the old price struck through', () => {
    const { container } = render(<Price amount={30} wasAmount={40} currency="GBP" />);

    const root = container.firstElementChild as HTMLElement;
    expect(root.textContent).toBe('Was £40.00, now £30.00');
    expect(root.hasAttribute('data-on-sale')).toBe(true);
    expect(container.querySelector('s')?.textContent).toBe('Was £40.00');
  });

  it.each([
    ['equal', 30],
    ['lower', 20],
    ['not a number', Number.NaN],
    ['missing', undefined],
  ])('shows no sale when the was price is %s', (_, wasAmount) => {
    const { container } = render(<Price amount={30} wasAmount={wasAmount} currency="GBP" />);

    expect(container.textContent).toBe('£30.00');
    expect(container.querySelector('s')).toBeNull();
  });

  it("drops '.00' when asked (shop the look)", () => {
    const { container } = render(<Price amount={12} wasAmount={20} currency="GBP" trimZeroMinor />);

    expect(container.textContent).toBe('Was £20, now £12');
  });

  it('renders nothing for a broken amount', () => {
    const { container } = render(<Price amount={Number.NaN} currency="GBP" />);

    expect(container.innerHTML).toBe('');
  });

  it('styles sizes differently and keeps a caller className and attributes', () => {
    const { container } = render(
      <>
        <Price amount={1} currency="GBP" size="small" className="extra" id="p1" />
        <Price amount={1} currency="GBP" />
      </>,
    );
    const [small, medium] = [...container.children] as HTMLElement[];

    expect(small?.id).toBe('p1');
    expect(small?.className.split(' ')).toContain('extra');
    expect(small?.className.replace(' extra', '')).not.toBe(medium?.className);
  });
});
