import type { CSSProperties } from 'react';

/**
 * `{ [createVar()]: value }` → inline style custom properties (`--x__hash: value`). The same job as
 * `assignInlineVars` of @vanilla-extract/dynamic, without the extra dependency.
 */
export function inlineVars(values: Record<string, string>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [cssVar, value] of Object.entries(values)) {
    const name = /^var\((--[^,)]+)/.exec(cssVar)?.[1] ?? cssVar;
    style[name] = value;
  }
  return style as CSSProperties;
}
