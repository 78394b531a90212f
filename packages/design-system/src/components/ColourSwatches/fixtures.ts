import type { ColourOption } from './ColourSwatches';

/** Deterministic colours for stories and tests: flat hex swatches, one with an inline SVG image. */
const NAMES: Array<[name: string, hex: string]> = [
  ['Navy', '#1F2A44'],
  ['Ivory', '#FFFFF0'],
  ['Sage', '#9CAF88'],
  ['Rust', '#B7410E'],
  ['Black', '#000000'],
  ['Dusty Pink', '#D8A7B1'],
  ['Mustard', '#E1AD01'],
  ['Teal', '#2A8C82'],
  ['Burgundy', '#800020'],
  ['Grey Marl', '#A9A9A9'],
  ['Cobalt', '#0047AB'],
  ['Oatmeal', '#D8CBB5'],
];

/** A flat-colour SVG as a data URL: a stand-in for a swatch photo that needs no network. */
export function swatchImage(hex: string, stripe = '#FFFFFF'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="68" height="68" viewBox="0 0 68 68"><rect width="68" height="68" fill="${hex}"/><path d="M0 68 68 0" stroke="${stripe}" stroke-width="10" opacity=".5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function colourOptions(count: number, { images = false } = {}): ColourOption[] {
  return NAMES.slice(0, count).map(([name, hex], index) => ({
    id: `colour-${index + 1}`,
    name,
    href: `/product/linen-shirt/${name.replaceAll(' ', '_')}`,
    ...(images ? { imageUrl: swatchImage(hex) } : { hex }),
  }));
}
