export type { ColourOption, ColourSwatchesProps, ColourSwatchSize } from './ColourSwatches';
export { COLOUR_SWATCHES_LABEL, ColourSwatches, MORE_COLOURS_HINT } from './ColourSwatches';
export type { BreakpointSwatches, MoreLinkRange } from './swatches';
export { MAX_RENDERED_SWATCHES, moreLinkRanges, swatchOverflow, swatchVisibleFrom } from './swatches';
