import type { FilterFacet } from './FilterSidebar';

/** A dresses listing's facets, in the commerce `Facet` shape: colour and size with counts, and the price range. */
export const FACETS: FilterFacet[] = [
  {
    type: 'attribute',
    name: 'Colour',
    attributes: [
      { value: 'Black', productCount: 12, isSelected: true },
      { value: 'Navy', productCount: 8, isSelected: false },
      { value: 'Sage', productCount: 5, isSelected: false },
      { value: 'Rust', productCount: 3, isSelected: false },
      { value: 'Light Blue', productCount: 1, isSelected: false },
    ],
  },
  {
    type: 'attribute',
    name: 'Size',
    attributes: [
      { value: 'XS', productCount: 9, isSelected: false },
      { value: 'S', productCount: 14, isSelected: false },
      { value: 'M', productCount: 17, isSelected: true },
      { value: 'L', productCount: 11, isSelected: false },
      { value: 'XL', productCount: 4, isSelected: false },
    ],
  },
  { type: 'price', name: 'Price', minPrice: 15, maxPrice: 120, selected: null },
];

/** Facets with nothing to choose: the sidebar shows 'No filters are available now.'. */
export const EMPTY_FACETS: FilterFacet[] = [
  { type: 'attribute', name: 'Colour', attributes: [] },
  { type: 'price', name: 'Price', minPrice: 0, maxPrice: 0, selected: null },
];

/** The dresses' facets with a price range set (£30 to £60) on top of the ticked colour and size. */
export const SELECTED_PRICE_FACETS: FilterFacet[] = FACETS.map((facet) =>
  facet.type === 'price' ? { ...facet, selected: { minPrice: 30, maxPrice: 60 } } : facet,
);
