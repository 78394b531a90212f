/**
 * Offline, deterministic pictures for stories and tests: a flat colour with a line of text, as an SVG `data:` URL.
 * The SVG has its own width and height, so the browser knows its size.
 */
export function svgDataUrl({
  width,
  height,
  background,
  text,
  foreground = '#000000',
}: {
  width: number;
  height: number;
  background: string;
  text: string;
  foreground?: string;
}): string {
  const fontSize = Math.round(Math.min(width, height) / 10);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" fill="${foreground}" font-family="sans-serif" font-size="${fontSize}" ` +
    `text-anchor="middle" dominant-baseline="middle">${escapeXml(text)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
