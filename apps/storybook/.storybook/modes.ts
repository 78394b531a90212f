/**
 * The two widths every story is reviewed at, for Chromatic (modes API) and for our own Playwright baselines
 * (`visual/stories.visual.ts` reads the same widths): a phone below the 768 px mobile breakpoint, and a laptop.
 */
export const visualModes = {
  mobile: { viewport: 375 },
  desktop: { viewport: 1280 },
} as const;

export const visualWidths = Object.values(visualModes).map((mode) => mode.viewport);
