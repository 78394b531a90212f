import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTING_ACTION, SORT_HIDDEN, SORT_OPTIONS, VIEW_HIDDEN } from './fixtures';
import {
  APPLY_SORT_LABEL,
  GRID_VIEW_LABEL,
  LIST_VIEW_LABEL,
  ListingToolbar,
  type ListingToolbarProps,
  resultCountText,
  SORT_LABEL,
} from './ListingToolbar';

afterEach(cleanup);

function Toolbar(props: Partial<ListingToolbarProps>) {
  return <ListingToolbar count={48} sortOptions={SORT_OPTIONS} action={LISTING_ACTION} {...props} />;
}

function form(name: 'sort' | 'view'): HTMLFormElement {
  const found = document.querySelector<HTMLFormElement>(`form[data-listing-form="${name}"]`);
  if (!found) throw new Error(`no ${name} form`);
  return found;
}

function hiddenPairs(element: HTMLFormElement): [string, string][] {
  return Array.from(element.querySelectorAll<HTMLInputElement>('input[type="hidden"]'), (input) => [
    input.name,
    input.value,
  ]);
}

/** The query a GET submit of `element` (by `submitter`) sends, as the browser builds it. */
function formQuery(element: HTMLFormElement, submitter?: HTMLElement): string {
  const pairs = Array.from(new FormData(element, submitter), ([name, value]): [string, string] => [
    name,
    typeof value === 'string' ? value : value.name,
  ]);
  return new URLSearchParams(pairs).toString();
}

function sortSelect(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: SORT_LABEL }) as HTMLSelectElement;
}

describe('resultCountText', () => {
  it('counts products, singular for one', () => {
    expect(resultCountText(132)).toBe('132 products');
    expect(resultCountText(1)).toBe('1 product');
    expect(resultCountText(0)).toBe('0 products');
    expect(resultCountText(1250)).toBe('1,250 products');
  });
});

describe('ListingToolbar', () => {
  it('says how many products there are, as a status', () => {
    const { rerender } = render(<Toolbar count={132} />);
    expect(screen.getByRole('status').textContent).toBe('132 products');

    rerender(<Toolbar count={1} />);
    expect(screen.getByRole('status').textContent).toBe('1 product');
  });

  it('has a native sort select labelled "Sort by", with the options in order and the chosen one selected', () => {
    render(<Toolbar sort="price-desc" />);
    const select = sortSelect();

    expect(select.tagName).toBe('SELECT');
    expect(select.name).toBe('sort');
    expect(select.hasAttribute('data-auto-submit')).toBe(true);
    expect(select.form).toBe(form('sort'));
    expect(Array.from(select.options, (option) => option.textContent)).toEqual(
      SORT_OPTIONS.map((option) => option.label),
    );
    expect(Array.from(select.options, (option) => option.value)).toEqual(
      SORT_OPTIONS.map((option) => option.value),
    );
    expect(select.value).toBe('price-desc');
    expect(within(select).getByRole('option', { name: 'Price: high to low', selected: true })).toBeTruthy();
  });

  it('selects the first option when no sort (or an unknown one) is given', () => {
    const { rerender } = render(<Toolbar />);
    expect(sortSelect().value).toBe('featured');

    rerender(<Toolbar sort="cheapest-first" />);
    expect(sortSelect().value).toBe('featured');
  });

  it('takes another label for the select', () => {
    render(<Toolbar sortLabel="Order by" />);
    expect(screen.getByRole('combobox', { name: 'Order by' })).toBeTruthy();
    expect(screen.getByText('Order by').tagName).toBe('LABEL');
  });

  it('puts the sort in a GET form to the listing path that keeps the given pairs, in order', () => {
    render(<Toolbar sortHidden={SORT_HIDDEN} />);
    const sort = form('sort');

    expect(sort.getAttribute('method')).toBe('get');
    expect(sort.getAttribute('action')).toBe(LISTING_ACTION);
    expect(hiddenPairs(sort)).toEqual([['filters[Colour]', 'Black']]);
    expect(formQuery(sort)).toBe('filters%5BColour%5D=Black&sort=featured');
  });

  it('puts the view buttons in a GET form to the listing path that keeps the given pairs, in order', () => {
    const pairs = [...VIEW_HIDDEN, ['filters[Colour]', 'Navy']] as const;
    render(<Toolbar viewHidden={pairs} />);
    const view = form('view');

    expect(view.getAttribute('method')).toBe('get');
    expect(view.getAttribute('action')).toBe(LISTING_ACTION);
    expect(hiddenPairs(view)).toEqual([
      ['filters[Colour]', 'Black'],
      ['page', '2'],
      ['sort', 'price-asc'],
      ['filters[Colour]', 'Navy'],
    ]);
    // The sort form keeps nothing it was not given.
    expect(hiddenPairs(form('sort'))).toEqual([]);
  });

  it('has grid and list submit buttons in a "View" group, grid pressed by default', () => {
    render(<Toolbar />);
    const group = screen.getByRole('group', { name: 'View' });
    const grid = within(group).getByRole('button', { name: GRID_VIEW_LABEL }) as HTMLButtonElement;
    const list = within(group).getByRole('button', { name: LIST_VIEW_LABEL }) as HTMLButtonElement;

    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(list.getAttribute('aria-pressed')).toBe('false');
    for (const [button, value] of [
      [grid, 'grid'],
      [list, 'list'],
    ] as const) {
      expect(button.type).toBe('submit');
      expect(button.name).toBe('view');
      expect(button.value).toBe(value);
      expect(button.form).toBe(form('view'));
      expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('submits the kept pairs plus the pressed view, in form order (the view that is on resubmits itself)', () => {
    render(<Toolbar view="grid" viewHidden={VIEW_HIDDEN} />);
    const query = (name: string) => formQuery(form('view'), screen.getByRole('button', { name }));

    expect(query(LIST_VIEW_LABEL)).toBe('filters%5BColour%5D=Black&page=2&sort=price-asc&view=list');
    expect(query(GRID_VIEW_LABEL)).toBe('filters%5BColour%5D=Black&page=2&sort=price-asc&view=grid');
  });

  it('presses the list button for the list view', () => {
    render(<Toolbar view="list" />);
    expect(screen.getByRole('button', { name: GRID_VIEW_LABEL }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: LIST_VIEW_LABEL }).getAttribute('aria-pressed')).toBe('true');
  });

  it('merges className and passes other props to the root', () => {
    const { container } = render(
      <Toolbar className="extra" id="toolbar" data-testid="bar" aria-label="Listing" />,
    );
    const root = container.firstElementChild as HTMLElement;

    expect(root.id).toBe('toolbar');
    expect(root.dataset.testid).toBe('bar');
    expect(root.getAttribute('aria-label')).toBe('Listing');
    expect(root.classList.contains('extra')).toBe(true);
    expect(root.classList.length).toBeGreaterThan(1);
  });

  it('is server-safe: no client directive, no react-aria, renders to HTML with a no-JS sort button', () => {
    // A variable, not a literal: Vite rewrites `new URL('./literal', import.meta.url)` into a served asset URL.
    const file = './ListingToolbar.tsx';
    const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
    expect(source).not.toMatch(/['"]use client['"]/);
    expect(source).not.toContain('react-aria');
    expect(source).not.toMatch(/from '\.\.\/Select/);
    // useId is the one hook allowed in a server component.
    expect(source.match(/\buse[A-Z]\w*(?=\()/g) ?? []).toEqual(['useId']);

    const html = renderToString(
      <Toolbar sort="newest" view="list" sortHidden={SORT_HIDDEN} viewHidden={VIEW_HIDDEN} />,
    );
    // No scripting in DOMParser, so <noscript> content parses as elements, as in a browser without JavaScript.
    const page = new DOMParser().parseFromString(html, 'text/html');
    const sort = page.querySelector<HTMLFormElement>('form[data-listing-form="sort"]');
    const view = page.querySelector<HTMLFormElement>('form[data-listing-form="view"]');
    expect(sort?.getAttribute('method')).toBe('get');
    expect(sort?.getAttribute('action')).toBe(LISTING_ACTION);
    expect(view?.getAttribute('method')).toBe('get');
    expect(view?.getAttribute('action')).toBe(LISTING_ACTION);
    expect(sort && hiddenPairs(sort)).toEqual(SORT_HIDDEN);
    expect(view && hiddenPairs(view)).toEqual(VIEW_HIDDEN);

    const select = page.querySelector('select');
    expect(select?.querySelector('option[selected]')?.getAttribute('value')).toBe('newest');
    expect(page.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe(SORT_LABEL);

    const apply = sort?.querySelector('noscript > button');
    expect(apply?.getAttribute('type')).toBe('submit');
    expect(apply?.textContent).toBe(APPLY_SORT_LABEL);
    expect(view?.querySelector('[aria-label="List view"]')?.getAttribute('aria-pressed')).toBe('true');
    expect(view?.querySelector('[aria-label="Grid view"]')?.getAttribute('aria-pressed')).toBe('false');
  });
});
