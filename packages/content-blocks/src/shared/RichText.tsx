import { parseRichText } from '@wardrobe/domain-rules';
import { Fragment } from 'react';
import { type BlockIdentity, logRichTextErrors } from '../logging';

export interface RichTextProps {
  text: string;
  /** Class names of the two underline styles. */
  wavyClassName: string;
  doubleClassName: string;
  /** Names the entry in the log line when a tag is unmatched. */
  identity: BlockIdentity;
}

/**
 * Editor text with the spec's notation (§5): `{~wavy~}` and `{=double=}` underlines. The underlined words are
 * spans (`data-underline="wavy" | "double"`): decoration only, read as plain text by assistive technology.
 * An unmatched tag is logged and its text stays plain. Server-safe.
 */
export function RichText({ text, wavyClassName, doubleClassName, identity }: RichTextProps) {
  const { tokens, errors } = parseRichText(text);
  logRichTextErrors(identity, errors);
  return tokens.map((token, index) => {
    const key = `${index}:${token.type}`;
    if (token.type === 'text') return <Fragment key={key}>{token.text}</Fragment>;
    return (
      <span
        key={key}
        data-underline={token.type}
        className={token.type === 'wavy' ? wavyClassName : doubleClassName}
      >
        {token.text}
      </span>
    );
  });
}
