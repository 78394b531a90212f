import { svgDataUrl } from '../ResponsiveImage/storyImages';
import type { SearchBarProduct, SearchBarResults } from './SearchBar';

const PALETTE: Array<[name: string, colour: string, hex: string]> = [
  ['Linen Midi Dress', 'Sage', '#9CAF88'],
  ['Tiered Maxi Dress', 'Rust', '#B7410E'],
  ['Jersey Wrap Dress', 'Navy', '#1F2A44'],
  ['Cord Pinafore Dress', 'Mustard', '#E1AD01'],
  ['Smock Dress', 'Ivory', '#FFFFF0'],
  ['Shirt Dress', 'Cobalt', '#0047AB'],
  ['Slip Dress', 'Black', '#000000'],
  ['Knitted Jumper Dress', 'Oatmeal', '#D8CBB5'],
  ['Floral Tea Dress', 'Dusty Pink', '#D8A7B1'],
  ['Denim Dress', 'Teal', '#2A8C82'],
  ['Velvet Party Dress', 'Burgundy', '#800020'],
  ['Pleated Midi Dress', 'Grey Marl', '#A9A9A9'],
];

/** Twelve dresses (more than the 10 the bar shows), every third one on sale. Offline SVG pictures. */
export const SEARCH_PRODUCTS: SearchBarProduct[] = PALETTE.map(([name, colour, hex], index) => ({
  id: `p-${index + 1}`,
  sku: `10${String(index + 1).padStart(4, '0')}-${colour.toUpperCase().replaceAll(' ', '')}`,
  name,
  url: `/product/${name.toLowerCase().replaceAll(' ', '-')}/${colour.replaceAll(' ', '_')}`,
  image: svgDataUrl({
    width: 320,
    height: 400,
    background: hex,
    text: name.split(' ')[0] ?? name,
    foreground: ['#000000', '#1F2A44', '#0047AB', '#800020', '#B7410E', '#2A8C82'].includes(hex)
      ? '#FFFFFF'
      : '#000000',
  }),
  price: index % 3 === 0 ? 30 + index : 45 + index * 5,
  ...(index % 3 === 0 ? { originalPrice: 60 + index * 2 } : {}),
  colour,
}));

/** Seven suggestions (more than the 5 the bar shows). */
export const SEARCH_SUGGESTIONS = [
  'dresses',
  'dress linen',
  'dress midi',
  'dress maxi',
  'dress jumper',
  'dress party',
  'dress shirt',
];

/**
 * A stand-in for the search service: the products and suggestions whose text contains the term (any case);
 * `delayMs` later, or rejected with an AbortError when the signal aborts first.
 */
export function fakeSearch(delayMs = 50) {
  return (term: string, signal: AbortSignal): Promise<SearchBarResults> =>
    new Promise((resolve, reject) => {
      const needle = term.trim().toLowerCase();
      const timer = setTimeout(() => {
        resolve({
          products: SEARCH_PRODUCTS.filter((p) => `${p.name} ${p.colour}`.toLowerCase().includes(needle)),
          suggestions: SEARCH_SUGGESTIONS.filter((s) => s.includes(needle)),
        });
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
}
