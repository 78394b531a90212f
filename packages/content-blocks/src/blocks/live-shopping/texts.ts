/**
 * The widget's texts. The failures' own texts come from the host (domain-rules `LIVE_SHOPPING_FAILURE_MESSAGES`:
 * the spec's 'Currently unavailable.' and 'The selected quantity exceeds available stock.', and ours for a variant
 * the show's colour and size do not match); these are the widget's own (ours: the specs give none).
 */
export const LIVE_SHOPPING_TEXTS = {
  /** The button's visible text; its name adds the product (`addLabel`). */
  add: 'Add to bag',
  /** `Add to bag: Cable Roll Neck, Grey, M`: the visible text first (WCAG 2.5.3), then the product and option. */
  addLabel: (title: string, option: string) => `Add to bag: ${[title, option].filter(Boolean).join(', ')}`,
  added: (title: string) => `Added to your bag: ${title}.`,
  /** Any failure the host could not name (the network, the bag's service): the product page's own text. */
  addFailed: 'Sorry, this could not be added to your bag. Please try again.',
  loading: 'Loading the show…',
  missing: 'This show is no longer available.',
  loadFailed: 'Sorry, the show could not be loaded.',
  tryAgain: 'Try again',
  /** Without a host (Storybook without its decorator, an app that does not provide one). */
  noHost: 'Live shopping is not available here.',
  /** The section's heading while no show title stands for it (the block has no title of its own). */
  fallbackHeading: 'Live shopping show',
  replay: 'Replay',
  live: 'Live now',
  was: 'Was',
  videoLabel: (title: string) => `${title}: the show’s video`,
  productsLabel: (title: string) => `Products in ${title}`,
} as const;
