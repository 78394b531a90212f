import { fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '@wardrobe/design-system';

// Fallbacks keep the notice readable outside the brand theme class (it is a preview aid for editors).
const ink = fallbackVar(vars.color.text, '#000000');
const paper = fallbackVar(vars.color.surface, '#FFFFFF');
const warning = fallbackVar(vars.color.sale, '#C8102E');

/** An outlined notice in place of a block that is not shown (development and Storybook only). */
export const notice = style({
  boxSizing: 'border-box',
  margin: fallbackVar(vars.space.xs, '12px'),
  padding: fallbackVar(vars.space.small, '24px'),
  border: `2px dashed ${warning}`,
  borderRadius: fallbackVar(vars.radius.medium, '4px'),
  backgroundColor: paper,
  color: ink,
  fontFamily: fallbackVar(vars.font.athletics, 'system-ui, sans-serif'),
  fontSize: fallbackVar(vars.fontSize.body, '1rem'),
  lineHeight: fallbackVar(vars.lineHeight.body, '1.5'),
  '@media': {
    '(forced-colors: active)': { borderColor: 'CanvasText' },
  },
});

export const title = style({
  margin: 0,
  fontWeight: fallbackVar(vars.fontWeight.bold, '700'),
  overflowWrap: 'anywhere',
});

export const detail = style({
  margin: 0,
  marginBlockStart: fallbackVar(vars.space.xxs, '6px'),
  fontSize: fallbackVar(vars.fontSize.small, '0.875rem'),
  overflowWrap: 'anywhere',
});
