export { buildOutfits, NEUTRAL_COLOURS } from './outfits';
export { createSandboxStyling } from './service';
