import { parseRichText } from '@wardrobe/domain-rules';

/** Rich text as the words it shows: tags dropped, spaces collapsed, case folded. */
function plainWords(text: string): string {
  return parseRichText(text)
    .tokens.map((token) => token.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en');
}

/**
 * Tall image block (spec 002 §2 "a decorative text block"): does the decorative text only repeat the title? Then
 * it is hidden from assistive technology, so the title is not read twice; any other decorative text carries words
 * of its own and is read. Compared as shown: underline tags, spacing and case do not count.
 */
export function decorativeTextRepeatsTitle(
  decorativeText: string | null | undefined,
  title: string | null | undefined,
): boolean {
  if (!decorativeText || !title) return false;
  const words = plainWords(decorativeText);
  return words !== '' && words === plainWords(title);
}
