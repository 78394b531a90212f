import { describe, expect, it } from 'vitest';
import { isKeyboardModality, watchKeyboardModality } from './keyboardModality';

describe('keyboard modality', () => {
  it('follows the last input: a key press, then a pointer, then a shortcut', () => {
    watchKeyboardModality();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(isKeyboardModality()).toBe(true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(isKeyboardModality()).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true }));
    expect(isKeyboardModality()).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(isKeyboardModality()).toBe(true);
  });
});
