import { colourHex, luminance, mix } from './colours';
import type { PictureKind } from './kinds';
import { SILHOUETTES } from './silhouettes';

/** Spec 000 §8: product pictures are 1600x2133 (3:4 portrait); every requested width keeps that ratio. */
export const PRODUCT_BASE = { width: 1600, height: 2133 } as const;

/**
 * Reading: four views per sku and colour, as the media hub sets list them: 1 the front, 2 the back (mirrored,
 * with the back's details), 3 a close-up of the fabric and a detail, 4 a flat lay on a tinted backdrop.
 */
export const PRODUCT_VIEWS = 4;

export interface ProductPictureInput {
  kind: PictureKind;
  /** The variant's colour name (Black, Light Blue…); unknown names draw in a colour hashed from the name. */
  colour: string;
  /** 1..PRODUCT_VIEWS. */
  view: number;
  width: number;
  height: number;
}

/** The picture as SVG, drawn on the 1600x2133 canvas and scaled to width x height by the rasteriser. */
export function productPictureSvg({ kind, colour, view, width, height }: ProductPictureInput): string {
  const garment = colourHex(colour);
  const light = luminance(garment);
  const palette = {
    garment,
    // Seams and outlines must show on black and on white garments alike.
    seam: light < 0.04 ? mix(garment, '#FFFFFF', 0.28) : mix(garment, '#000000', 0.35),
    light: light > 0.7 ? mix(garment, '#000000', 0.1) : mix(garment, '#FFFFFF', 0.35),
    trim: light > 0.45 ? '#8C7A4F' : '#D9C27A',
  };
  const silhouette = SILHOUETTES[kind];
  const details = (view === 2 ? silhouette.back : silhouette.front) ?? '';
  const body = [
    ...silhouette.pieces.map(
      (d) =>
        `<path d="${d}" fill="${garment}" stroke="${palette.seam}" stroke-width="6" stroke-linejoin="round"/>`,
    ),
    `<path d="${HATCH}" clip-path="url(#cut)" fill="none" stroke="${palette.seam}" stroke-opacity="0.14" stroke-width="5"/>`,
    ...(silhouette.lines ?? []).map(
      ({ d, width: w }) =>
        `<path d="${d}" fill="none" stroke="${palette.garment}" stroke-width="${w}" stroke-linecap="round"/>`,
    ),
    ...silhouette.pieces.map((d) => `<path d="${d}" fill="url(#shade)"/>`),
    details
      .replaceAll('SEAM', palette.seam)
      .replaceAll('TRIM', palette.trim)
      .replaceAll('LIGHT', palette.light),
  ].join('');
  const shadowPieces = silhouette.pieces.map((d) => `<path d="${d}"/>`).join('');
  const [fx, fy] = silhouette.focus;

  let backdrop: string;
  let scene: string;
  switch (view) {
    case 2:
      backdrop = studioBackdrop('#EFECE7', '#DEDAD3');
      scene = `<g transform="translate(1600 0) scale(-1 1)">${body}</g>`;
      break;
    case 3:
      backdrop = studioBackdrop('#F2F0EC', '#E4E0DA');
      scene = `<g transform="translate(800 1066) scale(2.4) translate(${-fx} ${-fy})">${body}</g>`;
      break;
    case 4: {
      const tint = light > 0.55 ? mix(garment, '#3A3A3A', 0.4) : mix(garment, '#FFFFFF', 0.8);
      backdrop = `<rect width="1600" height="2133" fill="${tint}"/>`;
      const lay = 'translate(800 1066) rotate(-8) scale(0.82) translate(-800 -1066)';
      scene =
        `<g transform="translate(26 34) ${lay}" fill="#000000" fill-opacity="0.16">${shadowPieces}</g>` +
        `<g transform="${lay}">${body}</g>`;
      break;
    }
    default:
      backdrop = studioBackdrop('#F2F0EC', '#E4E0DA');
      scene = body;
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 2133" preserveAspectRatio="none">` +
    '<defs>' +
    `<clipPath id="cut">${shadowPieces}</clipPath>` +
    '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.18"/><stop offset="0.45" stop-color="#FFFFFF" stop-opacity="0.1"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>' +
    '</defs>' +
    backdrop +
    scene +
    '</svg>'
  );
}

/**
 * The fabric's weave: one path of diagonal lines over the whole canvas, clipped to the garment. (An SVG
 * pattern draws the same but librsvg renders it tile by tile, twenty times slower.)
 */
const HATCH = (() => {
  let d = '';
  for (let c = 0; c <= 1600 + 2133; c += 24) d += `M ${c} 0 L ${c - 2133} 2133 `;
  return d.trim();
})();

/** A light studio wall and floor with a soft floor shadow: garments read as photographed. */
function studioBackdrop(wall: string, floor: string): string {
  return (
    `<rect width="1600" height="2133" fill="${wall}"/>` +
    `<rect y="1780" width="1600" height="353" fill="${floor}"/>` +
    '<ellipse cx="800" cy="1950" rx="560" ry="46" fill="#000000" fill-opacity="0.08"/>'
  );
}

/**
 * Spec 000 §8: the default 404 image, a 1600x2133 JPEG. An empty hanger on a grey card, so a missing picture
 * reads as "no picture" rather than as a broken page.
 */
export function notFoundPictureSvg(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2133" viewBox="0 0 1600 2133">' +
    '<rect width="1600" height="2133" fill="#EBEBEB"/>' +
    '<rect x="120" y="160" width="1360" height="1813" fill="none" stroke="#D1D1D1" stroke-width="8" stroke-dasharray="40 24"/>' +
    '<g fill="none" stroke="#767676" stroke-width="30" stroke-linecap="round" stroke-linejoin="round">' +
    '<path d="M 730 820 Q 730 720 800 720 Q 870 720 870 790 Q 870 850 800 880 L 800 960"/>' +
    '<path d="M 800 960 L 340 1260 Q 300 1300 360 1310 L 1240 1310 Q 1300 1300 1260 1260 Z"/>' +
    '</g>' +
    '<path d="M 640 1480 L 960 1480" stroke="#767676" stroke-width="24" stroke-linecap="round"/>' +
    '</svg>'
  );
}
