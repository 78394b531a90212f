import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  boundedRange,
  countSelectedFilters,
  type FilterPriceFacet,
  FilterSidebar,
  type FilterSidebarProps,
  Filters,
  facetHasValues,
  facetParam,
} from './FilterSidebar';
import { EMPTY_FACETS, FACETS, SELECTED_PRICE_FACETS } from './fixtures';

afterEach(cleanup);

const ACTION = '/eu/browse/womens';

function Sidebar(props: Partial<FilterSidebarProps>) {
  return <FilterSidebar facets={FACETS} currency="GBP" action={ACTION} layout="inline" {...props} />;
}

const input = (element: HTMLElement) => element as HTMLInputElement;

describe('FilterSidebar', () => {
  it('groups each facet by name, with checkboxes labelled by value and product count, in order', () => {
    render(<Sidebar />);

    const colour = screen.getByRole('group', { name: 'Colour' });
    expect(
      within(colour)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Black (12)', 'Navy (8)', 'Sage (5)', 'Rust (3)', 'Light Blue (1)']);
    expect(within(colour).getByRole('checkbox', { name: 'Light Blue (1)' })).toBeTruthy();

    const size = screen.getByRole('group', { name: 'Size' });
    expect(
      within(size)
        .getAllByRole('checkbox')
        .map((box) => input(box).value),
    ).toEqual(['XS', 'S', 'M', 'L', 'XL']);
    expect(screen.getByRole('group', { name: 'Price' })).toBeTruthy();
  });

  it('gives each facet a heading inside an open native disclosure', () => {
    const { container } = render(<Sidebar />);

    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(3);
    expect(details.every((d) => d.open)).toBe(true);
    expect(details.map((d) => d.querySelector('summary h3')?.textContent)).toEqual([
      'Colour',
      'Size',
      'Price',
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Colour' })).toBeTruthy();

    cleanup();
    render(<Sidebar headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Size' })).toBeTruthy();
  });

  it('names the checkboxes for the query string and ticks the selected values', () => {
    render(<Sidebar />);

    const black = input(screen.getByRole('checkbox', { name: 'Black (12)' }));
    expect(black.name).toBe('filters[Colour]');
    expect(black.value).toBe('Black');
    expect(black.checked).toBe(true);
    expect(input(screen.getByRole('checkbox', { name: 'M (17)' })).checked).toBe(true);
    expect(input(screen.getByRole('checkbox', { name: 'M (17)' })).name).toBe('filters[Size]');
    expect(input(screen.getByRole('checkbox', { name: 'Navy (8)' })).checked).toBe(false);
    expect(facetParam('Colour')).toBe('filters[Colour]');
  });

  it('makes each value and count machine-readable', () => {
    const { container } = render(<Sidebar />);

    const counted = [...container.querySelectorAll('[data-count]')].map((el) => [
      el.getAttribute('data-value'),
      Number(el.getAttribute('data-count')),
    ]);
    expect(counted).toContainEqual(['Black', 12]);
    expect(counted).toContainEqual(['M', 17]);
    expect(counted).toHaveLength(10);
  });

  it('is one GET form to the listing path that keeps the given query pairs', () => {
    const { container } = render(
      <Sidebar
        hidden={[
          ['sort', 'price-asc'],
          ['view', 'list'],
          ['term', 'linen dress'],
        ]}
      />,
    );

    const forms = container.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    const form = forms[0] as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe(ACTION);
    expect(form.dataset.listingForm).toBe('filters');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    expect(hidden.map((h) => [h.name, h.value])).toEqual([
      ['sort', 'price-asc'],
      ['view', 'list'],
      ['term', 'linen dress'],
    ]);
  });

  it('marks only the checkboxes to submit as soon as they change', () => {
    const { container } = render(<Sidebar />);

    const auto = [...container.querySelectorAll<HTMLInputElement>('[data-auto-submit]')];
    expect(auto).toHaveLength(10);
    expect(auto.every((el) => el.type === 'checkbox')).toBe(true);
    expect(container.querySelectorAll('input[type="checkbox"]:not([data-auto-submit])')).toHaveLength(0);
  });

  it('submits the ticked values with the form (native checkboxes, no handlers)', async () => {
    const user = userEvent.setup();
    const { container } = render(<Sidebar hidden={[['sort', 'newest']]} />);

    await user.click(screen.getByRole('checkbox', { name: 'Navy (8)' }));
    await user.click(screen.getByRole('checkbox', { name: 'M (17)' }));

    const query = new FormData(container.querySelector('form') as HTMLFormElement);
    expect([...query.keys()]).toEqual(['sort', 'filters[Colour]', 'filters[Colour]', 'minPrice', 'maxPrice']);
    expect(query.getAll('filters[Colour]')).toEqual(['Black', 'Navy']);
    expect(query.getAll('filters[Size]')).toEqual([]);
    expect(query.get('sort')).toBe('newest');
    expect(query.get('minPrice')).toBe('');
  });

  it('offers the price as Min and Max number fields bounded by the facet, the range said before them', () => {
    render(<Sidebar />);

    const price = screen.getByRole('group', { name: 'Price' });
    const min = input(within(price).getByRole('spinbutton', { name: 'Min' }));
    const max = input(within(price).getByRole('spinbutton', { name: 'Max' }));
    expect(min.name).toBe('minPrice');
    expect(max.name).toBe('maxPrice');
    for (const field of [min, max]) {
      expect(field.type).toBe('number');
      expect(field.min).toBe('15');
      expect(field.max).toBe('120');
      expect(field.step).toBe('0.01');
      expect(field.inputMode).toBe('decimal');
      expect(field.dataset.facet).toBe('Price');
      expect(field.hasAttribute('data-auto-submit')).toBe(false);
      // Unselected: empty, so the range adds nothing to the query.
      expect(field.value).toBe('');
    }
    expect(min.placeholder).toBe('15');
    expect(max.placeholder).toBe('120');
    expect(min).toHaveProperty('labels.length', 1);

    // No ids (the sidebar renders one element in two places): each label wraps its field.
    expect(min.id).toBe('');
    expect(min.closest('label')?.textContent).toBe('Min');
    expect(within(price).getByText('£15 to £120')).toBeTruthy();

    const apply = within(price).getByRole('button', { name: 'Apply' });
    expect(apply.getAttribute('type')).toBe('submit');
  });

  it('starts the price fields from the selected range', () => {
    render(<Sidebar facets={SELECTED_PRICE_FACETS} currency="EUR" />);

    expect(input(screen.getByRole('spinbutton', { name: 'Min' })).value).toBe('30');
    expect(input(screen.getByRole('spinbutton', { name: 'Max' })).value).toBe('60');
    expect(screen.getByText('€15 to €120')).toBeTruthy();
  });

  it("links 'Clear all' only when given a href and filters are on", () => {
    const { rerender } = render(<Sidebar clearHref={ACTION} />);
    const clear = screen.getByRole('link', { name: 'Clear all' });
    expect(clear.getAttribute('href')).toBe(ACTION);

    rerender(<Sidebar />);
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();

    rerender(<Sidebar clearHref={ACTION} selectedCount={0} />);
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();

    const none = FACETS.map((f) =>
      f.type === 'attribute'
        ? { ...f, attributes: f.attributes.map((a) => ({ ...a, isSelected: false })) }
        : f,
    );
    rerender(<Sidebar clearHref={ACTION} facets={none} />);
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it("says 'No filters are available now.' with no facets, or none with values, and renders no form", () => {
    const { container, rerender } = render(<Sidebar facets={[]} />);
    expect(screen.getByText('No filters are available now.')).toBeTruthy();

    rerender(<Sidebar facets={EMPTY_FACETS} clearHref={ACTION} />);
    expect(screen.getByText('No filters are available now.').tagName).toBe('P');
    expect(container.querySelector('form')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders the inline layout as a region titled Filter holding one form, and no panel', () => {
    const { container } = render(<Sidebar layout="inline" />);

    const region = screen.getByRole('region', { name: 'Filter' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Filter' })).toBeTruthy();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.querySelector('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
    expect(container.firstElementChild?.getAttribute('data-layout')).toBe('inline');
  });

  it('renders the panel layout as an invoker button and a native dialog, with no script', () => {
    const { container } = render(<Sidebar layout="panel" />);

    expect(screen.queryByRole('region', { name: 'Filter' })).toBeNull();
    const opener = screen.getByRole('button', { name: 'Filter' });
    expect(opener.getAttribute('type')).toBe('button');
    expect(opener.textContent).toBe('Filter2');

    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    expect(dialog).toBeTruthy();
    expect(dialog.id).toBeTruthy();
    expect(opener.getAttribute('commandfor')).toBe(dialog.id);
    expect(opener.getAttribute('command')).toBe('show-modal');
    expect(dialog.getAttribute('closedby')).toBe('any');
    expect(dialog.open).toBe(false);

    // Closed, the dialog is out of the accessibility tree; its name comes from its 'Filter' heading.
    expect(screen.queryByRole('dialog')).toBeNull();
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') as string);
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Filter');
    const close = within(dialog).getByRole('button', { name: 'Close filters', hidden: true });
    expect(close.getAttribute('type')).toBe('button');
    expect(close.getAttribute('commandfor')).toBe(dialog.id);
    expect(close.getAttribute('command')).toBe('close');
    expect(close.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(dialog.querySelectorAll('form')).toHaveLength(1);
    expect(within(dialog).getAllByRole('checkbox', { hidden: true })).toHaveLength(10);
  });

  it('shows the filters in the panel once the dialog opens', () => {
    const { container } = render(<Sidebar layout="panel" />);
    const dialog = container.querySelector('dialog') as HTMLDialogElement;
    dialog.setAttribute('open', '');

    const open = screen.getByRole('dialog', { name: 'Filter' });
    expect(within(open).getByRole('heading', { level: 2, name: 'Filter' })).toBeTruthy();
    expect(within(open).getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Close filters' })).toBeTruthy();
  });

  it('describes the opener with the number of filters on', () => {
    const { rerender } = render(<Sidebar layout="panel" />);

    const opener = screen.getByRole('button', { name: 'Filter' });
    const describedBy = opener.getAttribute('aria-describedby') as string;
    expect(document.getElementById(describedBy)?.textContent).toBe('2 selected');
    expect(opener.querySelector('[aria-hidden="true"]')?.textContent).toBe('2');

    rerender(<Sidebar layout="panel" facets={SELECTED_PRICE_FACETS} />);
    expect(opener.querySelector('[aria-hidden="true"]')?.textContent).toBe('3');

    rerender(<Sidebar layout="panel" selectedCount={0} />);
    expect(opener.getAttribute('aria-describedby')).toBeNull();
    expect(opener.textContent).toBe('Filter');
  });

  it('renders both the inline sidebar and the panel in the responsive layout (CSS picks one)', () => {
    const { container } = render(<Sidebar layout={undefined} />);

    expect(container.firstElementChild?.getAttribute('data-layout')).toBe('responsive');
    expect(screen.getByRole('region', { name: 'Filter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
    expect(container.querySelectorAll('form')).toHaveLength(2);
    expect(container.querySelector('dialog')).toBeTruthy();
    // Every id is unique although the filters render twice.
    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('exports the inner Filters for other places', () => {
    const { container } = render(<Filters facets={FACETS} currency="EUR" action="/search" />);

    expect(screen.getByRole('checkbox', { name: 'Rust (3)' })).toBeTruthy();
    expect(container.querySelector('form')?.getAttribute('action')).toBe('/search');
    expect(screen.getByRole('heading', { level: 3, name: 'Price' })).toBeTruthy();
  });
});

describe('FilterSidebar on the server', () => {
  it('has no client directive and no react-aria', () => {
    // The component beside this test (a literal `new URL('./…', import.meta.url)` would become a Vite asset URL).
    const source = readFileSync(fileURLToPath(import.meta.url).replace(/\.test\.tsx$/, '.tsx'), 'utf8');
    expect(source).not.toContain("'use client'");
    expect(source).not.toContain('"use client"');
    expect(source).not.toContain('react-aria');
    expect(source).not.toMatch(/\buse(State|Effect|LayoutEffect|Ref|Reducer|Context)\b/);
  });

  it('renders to HTML with the no-JS submit button and the invoker attributes', () => {
    const html = renderToString(
      <FilterSidebar
        facets={FACETS}
        currency="GBP"
        action={ACTION}
        hidden={[['sort', 'newest']]}
        clearHref={ACTION}
      />,
    );

    expect(html).toContain('data-layout="responsive"');
    expect(html.match(/<form /g)).toHaveLength(2);
    expect(html).toContain('method="get"');
    expect(html).toContain(`action="${ACTION}"`);
    expect(html).toContain('<input type="hidden" name="sort" value="newest"/>');
    expect(html).toMatch(
      /<input type="checkbox" data-auto-submit=""[^>]* name="filters\[Colour\]" checked="" value="Black"\/>/,
    );
    expect(html).toMatch(/<input type="checkbox"[^>]* name="filters\[Colour\]" value="Navy"\/>/);
    expect(html).toContain('data-auto-submit=""');
    expect(html).toContain('command="show-modal"');
    expect(html).toContain('command="close"');
    expect(html).toMatch(/<dialog id="[^"]+" aria-labelledby="[^"]+" closedby="any"/);
    expect(html).toContain('<details open=""');
    expect(html).toMatch(/<noscript>.*Apply filters<\/button>.*<\/noscript>/);
    expect(html).toContain('£15 to £120');
    expect(html).toContain('>Clear all</a>');
  });

  it('renders the empty text on the server', () => {
    const html = renderToString(<Filters facets={EMPTY_FACETS} currency="GBP" action={ACTION} />);
    expect(html).toMatch(/^<p class="[^"]+">No filters are available now\.<\/p>$/);
  });
});

describe('filter helpers', () => {
  it('tells which facets have anything to choose', () => {
    expect(FACETS.map(facetHasValues)).toEqual([true, true, true]);
    expect(EMPTY_FACETS.map(facetHasValues)).toEqual([false, false]);
  });

  it('counts ticked values and a set price range', () => {
    expect(countSelectedFilters(FACETS)).toBe(2);
    expect(countSelectedFilters(SELECTED_PRICE_FACETS)).toBe(3);
    expect(countSelectedFilters(EMPTY_FACETS)).toBe(0);
  });

  it('keeps a range inside the bounds and in order', () => {
    const price = FACETS.find((f): f is FilterPriceFacet => f.type === 'price') as FilterPriceFacet;
    expect(boundedRange(price, 20, 80)).toEqual([20, 80]);
    expect(boundedRange(price, 500, 5)).toEqual([15, 120]);
    expect(boundedRange(price, Number.NaN, 60)).toEqual([15, 60]);
  });
});
