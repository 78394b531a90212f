import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Text } from './Text';

afterEach(cleanup);

describe('Text', () => {
  it('is a paragraph by default and any element when asked', () => {
    render(
      <>
        <Text>Para</Text>
        <Text as="span">Inline</Text>
      </>,
    );
    expect(screen.getByText('Para').tagName).toBe('P');
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
  });

  it('gives each tone, weight and font its own class and keeps the caller class', () => {
    render(
      <>
        <Text>Default</Text>
        <Text tone="sale">Sale</Text>
        <Text weight="extraBold">Heavy</Text>
        <Text font="quisas">Serif</Text>
        <Text className="extra">Extra</Text>
      </>,
    );
    const cls = (t: string) => screen.getByText(t).className;
    expect(new Set([cls('Default'), cls('Sale'), cls('Heavy'), cls('Serif')]).size).toBe(4);
    expect(cls('Extra').split(' ')).toContain('extra');
    expect(cls('Extra').startsWith(cls('Default'))).toBe(true);
  });

  it('passes through attributes such as id and aria-live', () => {
    render(
      <Text id="hint" aria-live="polite">
        Saved
      </Text>,
    );
    const node = screen.getByText('Saved');
    expect(node.id).toBe('hint');
    expect(node.getAttribute('aria-live')).toBe('polite');
  });
});
