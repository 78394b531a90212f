import { describe, expect, it } from 'vitest';
import { decorativeTextRepeatsTitle } from './decorativeText';

describe('decorativeTextRepeatsTitle', () => {
  it('is true when the decorative text shows the title’s words', () => {
    expect(decorativeTextRepeatsTitle('Sale', 'Sale')).toBe(true);
    expect(decorativeTextRepeatsTitle('{=SALE=}', 'Sale')).toBe(true);
    expect(decorativeTextRepeatsTitle('  The {~summer~}   edit ', 'the summer edit')).toBe(true);
  });

  it('is false when the decorative text has words of its own', () => {
    expect(decorativeTextRepeatsTitle('Hello {~sunshine~}', 'The summer dress edit')).toBe(false);
    expect(decorativeTextRepeatsTitle('Sale now on', 'Sale')).toBe(false);
  });

  it('is false without a title or a decorative text', () => {
    expect(decorativeTextRepeatsTitle('Sale', undefined)).toBe(false);
    expect(decorativeTextRepeatsTitle(undefined, 'Sale')).toBe(false);
    expect(decorativeTextRepeatsTitle('', '')).toBe(false);
    expect(decorativeTextRepeatsTitle('{~~}', '  ')).toBe(false);
  });
});
