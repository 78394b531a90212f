export {
  APPLY_SORT_LABEL,
  DEFAULT_LISTING_VIEW,
  GRID_VIEW_LABEL,
  LIST_VIEW_LABEL,
  ListingToolbar,
  type ListingToolbarProps,
  type ListingView,
  resultCountText,
  SORT_LABEL,
  type SortOption,
} from './ListingToolbar';
