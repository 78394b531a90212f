import subsetFont from 'subset-font';

/** The weights the published faces keep: the tokens' medium, bold and extra bold, the regular and the storefront's 600. */
export const weights = { min: 400, max: 800 };

/** A woff2 face cut to `weights`, keeping every character of its unicode-range and every OpenType feature. */
export function subsetFace(buffer, unicodeRange) {
  return subsetFont(buffer, charactersOf(unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
}

/** Every character of a unicode-range descriptor (`U+0000-00FF, U+0131, …`). */
export function charactersOf(range) {
  let text = '';
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++) {
      text += String.fromCodePoint(code);
    }
  }
  return text;
}
