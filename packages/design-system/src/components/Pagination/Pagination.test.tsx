import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listingHref } from './fixtures';
import { Pagination } from './Pagination';

afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const linkNames = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.textContent);

describe('Pagination', () => {
  it('links every page of a short listing, Previous and Next around them', () => {
    render(<Pagination currentPage={2} totalPages={3} hrefFor={(page) => `/browse/dresses?page=${page}`} />);

    expect(linkNames()).toEqual(['Previous', 'Page 1', 'Page 2', 'Page 3', 'Next']);
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/browse/dresses?page=1',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/browse/dresses?page=3');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/browse/dresses?page=3');
  });

  it('marks the current page with aria-current, and only that one', () => {
    render(<Pagination currentPage={2} totalPages={3} hrefFor={listingHref} />);

    const current = within(nav())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]?.getAttribute('aria-label')).toBe('Page 2');
    expect(current[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('builds hrefs with the listing query: page 1 leaves the page parameter out', () => {
    render(<Pagination currentPage={2} totalPages={5} hrefFor={listingHref} />);

    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      '/browse/womens/dresses?filters%5BColour%5D=Black&sort=price-asc',
    );
    expect(screen.getByRole('link', { name: 'Page 4' }).getAttribute('href')).toBe(
      '/browse/womens/dresses?filters%5BColour%5D=Black&page=4&sort=price-asc',
    );
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    const { rerender } = render(<Pagination currentPage={1} totalPages={4} hrefFor={listingHref} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();

    rerender(<Pagination currentPage={4} totalPages={4} hrefFor={listingHref} />);
    expect(screen.getByRole('link', { name: 'Previous' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('shortens a long range with gaps, keeping the first, last and nearby pages', () => {
    render(<Pagination currentPage={10} totalPages={20} hrefFor={listingHref} />);

    expect(linkNames()).toEqual(['Previous', 'Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20', 'Next']);
    expect(nav().textContent).toContain('…');
  });

  it('renders nothing for a single page, and takes another name', () => {
    const { container, rerender } = render(
      <Pagination currentPage={1} totalPages={1} hrefFor={listingHref} />,
    );
    expect(container.innerHTML).toBe('');

    rerender(
      <Pagination currentPage={1} totalPages={2} hrefFor={listingHref} label="Search results pages" />,
    );
    expect(screen.getByRole('navigation', { name: 'Search results pages' })).toBeTruthy();
  });
});
