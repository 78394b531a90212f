import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaQueries, vars } from '@wardrobe/design-system';

/** The entry's numbers and colours, set inline per sticker. */
export const sizeVar = createVar();
export const rightVar = createVar();
export const bottomVar = createVar();
export const paperVar = createVar();
export const closeSizeVar = createVar();
/** A text line's colour, and over a picture the halo around it, set inline per line. */
export const lineInkVar = createVar();
export const lineHaloVar = createVar();

/**
 * What the host app keeps fixed at the window's bottom (a phone's tab bar): the sticker sits above it. The shop
 * sets `--wardrobe-window-bottom-inset` below 768 px; without it the inset is nothing.
 */
const windowBottomInset = fallbackVar('var(--wardrobe-window-bottom-inset)', '0px');

/** Below 768 px the sticker is at most 112 px across (under a third of a 375 px phone) and 12 px (XS) from its edges. */
const MOBILE_MAX_SIZE = '112px';

const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${vars.color.focusRingContrast}`,
} as const;

/** Half the close control: the room the sticker keeps beside its circle, on the close control's two sides. */
const closeHalf = `calc(${closeSizeVar} / 2)`;

/**
 * The floating sticker: fixed in the window's bottom right corner, over the page, under the header, side panels,
 * dialogs and toasts. Fixed, so it takes no room in the page and nothing shifts when it shows or goes. Its box is
 * the circle plus half the close control on the control's two sides: the control is centred on the corner of the
 * circle's square, clear of the circle's text, and the margins measure from the box, so it is never off-screen.
 */
export const sticker = recipe({
  base: {
    position: 'fixed',
    boxSizing: 'border-box',
    right: `min(${rightVar}, ${vars.space.xs})`,
    bottom: `calc(min(${bottomVar}, ${vars.space.xs}) + ${windowBottomInset})`,
    zIndex: `calc(${vars.zIndex.header} - 1)`,
    width: `calc(min(${sizeVar}, ${MOBILE_MAX_SIZE}) + ${closeHalf})`,
    height: `calc(min(${sizeVar}, ${MOBILE_MAX_SIZE}) + ${closeHalf})`,
    '@media': {
      [mediaQueries.md]: {
        right: rightVar,
        bottom: `calc(${bottomVar} + ${windowBottomInset})`,
        width: `calc(${sizeVar} + ${closeHalf})`,
        height: `calc(${sizeVar} + ${closeHalf})`,
      },
      print: { display: 'none' },
    },
  },
  variants: {
    closeAt: {
      'Top Left': { paddingTop: closeHalf, paddingLeft: closeHalf },
      'Top Right': { paddingTop: closeHalf, paddingRight: closeHalf },
      'Bottom Left': { paddingBottom: closeHalf, paddingLeft: closeHalf },
      'Bottom Right': { paddingBottom: closeHalf, paddingRight: closeHalf },
    },
  },
  defaultVariants: { closeAt: 'Top Right' },
});

/**
 * Until the island has checked the visit's memory, the sticker is hidden (where scripts run), so one closed
 * earlier never flashes on the next page. Without scripts it shows at once, as a plain link.
 */
export const pending = style({
  '@media': { '(scripting: enabled)': { visibility: 'hidden' } },
});

/** The round face: the link (or a plain box without `url`) holding the picture and the text lines. */
export const face = style({
  position: 'relative',
  display: 'block',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  overflow: 'hidden',
  backgroundColor: fallbackVar(paperVar, vars.color.brand),
  boxShadow: '0 4px 14px rgb(0 0 0 / 0.25)',
  // Text sizes are fractions of the sticker's width (`cqi`), so the lines fit at any size.
  containerType: 'inline-size',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(forced-colors: active)': { border: '2px solid CanvasText' },
  },
});

/** The picture fills the circle, under the text. */
export const media = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
});

export const mediaImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** Three rows: top, middle (centred in the circle), bottom; inset so text stays inside the curve. */
export const rows = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: '1fr auto 1fr',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  padding: '14% 9%',
});

export const row = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0, gap: '0.04em' },
  variants: {
    row: {
      // The circle is narrower near its top and bottom: those rows keep further in.
      top: { gridRow: 1, justifyContent: 'flex-start', paddingInline: '5%' },
      middle: { gridRow: 2, justifyContent: 'center' },
      bottom: { gridRow: 3, justifyContent: 'flex-end', paddingInline: '5%' },
    },
  },
});

/**
 * A text line. Sizes follow the spec's size names, as fractions of the sticker's width: the display face for
 * the titles and H1–H3, the body face for the small H4 and H5. So a sticker scales as one picture: what fits at
 * its desktop size fits on a phone. Words wrap whole (balanced lines); a word too long for the circle breaks
 * rather than spill out of it.
 */
export const line = recipe({
  base: {
    display: 'block',
    margin: 0,
    color: fallbackVar(lineInkVar, vars.color.text),
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'break-word',
    textWrap: 'balance',
  },
  variants: {
    size: {
      'Title 1': { fontFamily: vars.font.quisas, fontSize: '22cqi' },
      'Title 2': { fontFamily: vars.font.quisas, fontSize: '19cqi' },
      H1: { fontFamily: vars.font.quisas, fontSize: '16cqi' },
      H2: { fontFamily: vars.font.quisas, fontSize: '14cqi' },
      H3: { fontFamily: vars.font.quisas, fontSize: '12.5cqi' },
      H4: { fontFamily: vars.font.athletics, fontSize: '11cqi' },
      H5: { fontFamily: vars.font.athletics, fontSize: '9.5cqi', textTransform: 'uppercase' },
    },
    align: {
      start: { textAlign: 'left' },
      center: { textAlign: 'center' },
      end: { textAlign: 'right' },
    },
    /**
     * Over a picture (whose colours the block cannot measure) a line gets a halo of the colour that reads against
     * it, so it reads on any picture.
     */
    halo: {
      true: {
        textShadow: [1, 2, 3]
          .map((blur) => `0 0 ${blur}px ${fallbackVar(lineHaloVar, vars.color.white)}`)
          .join(', '),
      },
      false: {},
    },
  },
  defaultVariants: { size: 'H4', align: 'center', halo: false },
});

/** The close control: a white disc with a black cross, `closeHitArea.size` square, in its corner of the sticker. */
export const close = recipe({
  base: {
    position: 'absolute',
    display: 'grid',
    placeItems: 'center',
    boxSizing: 'border-box',
    width: closeSizeVar,
    height: closeSizeVar,
    margin: 0,
    padding: 0,
    border: `2px solid ${vars.color.black}`,
    borderRadius: '50%',
    backgroundColor: vars.color.white,
    color: vars.color.black,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&:hover': { backgroundColor: vars.color.grey200 },
    },
    '@media': {
      // Without scripts the button could not close anything: the sticker is a plain link then.
      '(scripting: none)': { display: 'none' },
      '(forced-colors: active)': { borderColor: 'ButtonText' },
    },
  },
  variants: {
    position: {
      'Top Left': { top: 0, left: 0 },
      'Top Right': { top: 0, right: 0 },
      'Bottom Left': { bottom: 0, left: 0 },
      'Bottom Right': { bottom: 0, right: 0 },
    },
  },
  defaultVariants: { position: 'Top Right' },
});

export const closeIcon = style({ width: '50%', height: '50%', display: 'block' });
