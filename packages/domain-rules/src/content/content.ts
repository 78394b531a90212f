/** Spec 002 §3: a call to action counts as present only if text, link and style are all defined. */
export interface CallToActionLike {
  buttonText?: string | null;
  buttonLink?: string | null;
  buttonStyle?: string | null;
}

export function hasCallToAction(cta: CallToActionLike | null | undefined): boolean {
  return Boolean(cta && nonEmpty(cta.buttonText) && nonEmpty(cta.buttonLink) && nonEmpty(cta.buttonStyle));
}

/** Spec 002 §3, §9: spacing sizes in px. */
export const SPACING = Object.freeze({ XXS: 6, XS: 12, Small: 24, Medium: 36, Large: 48, XL: 60, XXL: 72 });

export type RichTextToken = { type: 'text' | 'wavy' | 'double'; text: string };

const TAGS = [
  { open: '{~', close: '~}', type: 'wavy' },
  { open: '{=', close: '=}', type: 'double' },
] as const;

/**
 * Spec 002 §5: the wavy `{~text~}` and double `{=text=}` underline tags need a matching closing tag;
 * an unmatched tag is reported and its text stays plain.
 */
export function parseRichText(text: string): { tokens: RichTextToken[]; errors: string[] } {
  const tokens: RichTextToken[] = [];
  const errors: string[] = [];
  let plain = '';
  let i = 0;
  const flush = () => {
    if (plain !== '') tokens.push({ type: 'text', text: plain });
    plain = '';
  };
  while (i < text.length) {
    const tag = TAGS.find((t) => text.startsWith(t.open, i));
    if (!tag) {
      const stray = TAGS.find((t) => text.startsWith(t.close, i));
      if (stray) errors.push(`Unmatched closing tag "${stray.close}" at ${i}`);
      plain += text.charAt(i);
      i += 1;
      continue;
    }
    const end = text.indexOf(tag.close, i + tag.open.length);
    if (end === -1) {
      errors.push(`Unmatched tag "${tag.open}" at ${i}`);
      plain += tag.open;
      i += tag.open.length;
      continue;
    }
    flush();
    tokens.push({ type: tag.type, text: text.slice(i + tag.open.length, end) });
    i = end + tag.close.length;
  }
  flush();
  return { tokens, errors };
}

function nonEmpty(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
