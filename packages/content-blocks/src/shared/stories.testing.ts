import type { z } from 'zod';

/**
 * A story's args from a block's fixtures, parsed as the renderer parses them (defaults applied). Only valid
 * fixtures can be asked for: an `invalid*` one is a type error.
 */
export function fixtureEntries<Schema extends z.ZodType, Fixtures extends Record<string, unknown>>(
  schema: Schema,
  fixtures: Fixtures,
) {
  return (name: Exclude<keyof Fixtures & string, `invalid${string}`>): z.output<Schema> =>
    schema.parse(fixtures[name]);
}

/** Starts a keyboard story from a known place, even when its play function is run again. */
export function blurActiveElement(canvasElement: HTMLElement) {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
}
