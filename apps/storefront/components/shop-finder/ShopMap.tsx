import type { Shop } from '@wardrobe/commerce-sdk';

/**
 * The shop's map picture. Reading: the sandbox has no map tiles (and a tile service would be a third party with
 * its own cookies), so the picture is drawn here — a street plan seeded by the shop's position, with its pin — and
 * the "Directions" link opens a real map. Inline SVG with a fixed aspect ratio: no request, no layout shift.
 */
export function ShopMap({ shop }: { shop: Shop }) {
  // A small deterministic generator from the position, so each shop's plan differs and never changes.
  let seed = Math.abs(Math.round(shop.latitude * 1e4) * 31 + Math.round(shop.longitude * 1e4)) || 1;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const streets = Array.from({ length: 7 }, (_, i) => {
    const horizontal = i % 2 === 0;
    const at = 20 + next() * 200;
    const tilt = (next() - 0.5) * 60;
    return horizontal
      ? { x1: 0, y1: at, x2: 320, y2: at + tilt, major: i < 2 }
      : { x1: at * 1.4, y1: 0, x2: at * 1.4 + tilt, y2: 240, major: i < 2 };
  });
  return (
    <svg
      className="shop-map"
      viewBox="0 0 320 240"
      role="img"
      aria-label={`Map of ${shop.name}, ${shop.city}`}
      focusable="false"
    >
      <rect width="320" height="240" fill="#eef1ea" />
      <path d="M0 190 C 80 170, 150 230, 320 200 L320 240 L0 240 Z" fill="#cfe3f1" />
      <circle cx={60 + next() * 60} cy={50 + next() * 40} r="26" fill="#d7ebcf" />
      {streets.map((street) => (
        <line
          key={`${street.x1}-${street.y1}-${street.x2}`}
          {...street}
          stroke="#ffffff"
          strokeWidth={street.major ? 9 : 5}
          strokeLinecap="round"
        />
      ))}
      <g transform="translate(160 120)">
        <path d="M0 0 C -14 -18, -14 -34, 0 -38 C 14 -34, 14 -18, 0 0 Z" fill="#e4003b" />
        <circle cy="-26" r="5" fill="#ffffff" />
      </g>
    </svg>
  );
}
