/**
 * Garment colours for the generated product pictures (contract: "garment silhouettes in the variant's colour").
 * Names are matched case- and punctuation-insensitively, so `Light Blue`, `light_blue` and `Light-Blue` are one
 * colour. Reading: a name the table does not know still draws, in a colour derived from a hash of the name,
 * so every sku and colour pair has the same picture on every machine.
 */
const COLOUR_TABLE: Readonly<Record<string, string>> = {
  black: '#1C1C1C',
  white: '#F7F7F5',
  navy: '#1F2A44',
  lightblue: '#A7C7E7',
  blue: '#2C5DAA',
  midblue: '#5B7DB1',
  darkblue: '#1E3A5F',
  denim: '#3B5B8C',
  indigo: '#3F4A8C',
  red: '#C62828',
  green: '#2E7D32',
  pink: '#F4A6C0',
  ochre: '#CC7722',
  grey: '#8E8E8E',
  gray: '#8E8E8E',
  lightgrey: '#C7C7C7',
  charcoal: '#36454F',
  cream: '#F3E9D2',
  ivory: '#FFFFF0',
  khaki: '#A89F6B',
  burgundy: '#7A1F2B',
  teal: '#00808A',
  brown: '#6D4C41',
  camel: '#C19A6B',
  tan: '#D2B48C',
  beige: '#D9C7A7',
  stone: '#C9BFAE',
  olive: '#6B7A3A',
  sage: '#9CAF88',
  mint: '#98D7C2',
  mustard: '#D4A017',
  yellow: '#F2C94C',
  orange: '#E67E22',
  rust: '#B7410E',
  coral: '#F08072',
  purple: '#6A3D9A',
  lilac: '#C8A2C8',
  silver: '#C0C0C0',
  gold: '#D4AF37',
  // The seed's denim washes and the rest of its palette (seed/catalogue-plan.ts).
  midwash: '#4F6D94',
  lightwash: '#8FA9C9',
  washedblack: '#3A3A3A',
  ecru: '#E6DCC5',
  blush: '#E8B4B8',
  terracotta: '#C65D3B',
  multi: '#8E5DB0',
};

/** Lowercase letters and digits only: the key both the table and the hash use. */
export function colourKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The garment colour as `#RRGGBB`: from the table, else a deterministic colour from the name's hash. */
export function colourHex(name: string): string {
  const key = colourKey(name);
  return COLOUR_TABLE[key] ?? hashColour(key);
}

/** Whether the table names this colour (tests and docs; drawing never needs it). */
export function isKnownColour(name: string): boolean {
  return colourKey(name) in COLOUR_TABLE;
}

/** FNV-1a, 32 bit: small, stable across platforms, good enough to spread names over hues. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A mid-saturation, mid-lightness colour so an unknown name never draws near-white on the backdrop. */
function hashColour(key: string): string {
  const hash = fnv1a(key);
  const hue = hash % 360;
  const saturation = 35 + ((hash >>> 9) % 31);
  const lightness = 32 + ((hash >>> 17) % 30);
  return hslToHex(hue, saturation / 100, lightness / 100);
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255);
  };
  return rgbToHex(channel(0), channel(8), channel(4));
}

export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** Mixes a colour towards another: `amount` 0 keeps `hex`, 1 gives `towards`. */
export function mix(hex: string, towards: string, amount: number): string {
  const [r1, g1, b1] = hexToRgb(hex);
  const [r2, g2, b2] = hexToRgb(towards);
  return rgbToHex(r1 + (r2 - r1) * amount, g1 + (g2 - g1) * amount, b1 + (b2 - b1) * amount);
}

/** Relative luminance (WCAG), 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
