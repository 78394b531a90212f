import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DividerText } from './DividerText';
import * as styles from './DividerText.css';
import { dividerTextFixtures as fixtures } from './fixtures';
import { dividerTextSchema } from './schema';

const renderEntry = (entry: unknown) => {
  const { container } = render(<DividerText {...dividerTextSchema.parse(entry)} />);
  const block = container.querySelector<HTMLElement>('[data-block="divider-text"]');
  if (!block) throw new Error('No divider text rendered');
  return block;
};

/** The inline custom property a `createVar()` is set to, if any. */
const inlineVar = (element: HTMLElement, cssVar: string) =>
  element.style.getPropertyValue(/^var\((--[^,)]+)/.exec(cssVar)?.[1] ?? cssVar) || undefined;

afterEach(cleanup);

describe('DividerText', () => {
  it('reads as a paragraph between two rules hidden from assistive technology', () => {
    const block = renderEntry(fixtures.default);
    const text = screen.getByText('New season');
    expect(text.tagName).toBe('P');
    const rules = block.querySelectorAll('[data-rule]');
    expect([...rules].map((rule) => rule.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    expect(block.firstElementChild).toBe(rules[0]);
    expect(block.lastElementChild).toBe(rules[1]);
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('colours the text and the rules as chosen', () => {
    const block = renderEntry(fixtures.coloured);
    expect(inlineVar(block, styles.inkVar)).toBe('#7A2E3A');
    expect(inlineVar(block, styles.ruleVar)).toBe('#64E6D6');
  });

  it('keeps the theme’s text colour when the chosen one reads under 4.5:1, and draws the rules in it', () => {
    const block = renderEntry(fixtures.paleTextColour);
    expect(inlineVar(block, styles.inkVar)).toBeUndefined();
    expect(inlineVar(block, styles.ruleVar)).toBe('#64E6D6');
  });

  it('sets no colour when none is chosen', () => {
    const block = renderEntry(fixtures.default);
    expect(inlineVar(block, styles.inkVar)).toBeUndefined();
    expect(inlineVar(block, styles.ruleVar)).toBeUndefined();
  });

  it('underlines rich-text words and logs an unmatched tag', () => {
    renderEntry(fixtures.coloured);
    expect(screen.getByText('everyone').dataset.underline).toBe('wavy');
    cleanup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderEntry({ ...fixtures.default, text: 'Half {=open' });
      expect(screen.getByText(/open/).querySelector('[data-underline]')).toBeNull();
      expect(JSON.parse(consoleError.mock.calls[0]?.[0] as string)).toMatchObject({
        event: 'content-rich-text-invalid',
        deliveryKey: 'uk/divider-text-new-season',
      });
    } finally {
      consoleError.mockRestore();
    }
  });

  it('refuses an entry without text, naming the field', () => {
    for (const fixture of [fixtures.invalidMissingText, fixtures.invalidBlankText]) {
      const issue = dividerTextSchema.safeParse(fixture).error?.issues[0];
      expect(issue?.path).toEqual(['text']);
      expect(issue?.message).toBe('The divider needs text');
    }
  });
});
