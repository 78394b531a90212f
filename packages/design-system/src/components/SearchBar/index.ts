export {
  CLOSE_SEARCH_LABEL,
  MAX_SEARCH_PRODUCTS,
  MAX_SEARCH_SUGGESTIONS,
  NO_SEARCH_RESULTS_TEXT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_LABEL,
  SEARCH_SUBMIT_LABEL,
  SearchBar,
  type SearchBarProduct,
  type SearchBarProps,
  type SearchBarResults,
} from './SearchBar';
export { searchImageUrl } from './searchImage';
