export type { SearchFieldProps } from './SearchField';
export { CLEAR_SEARCH_LABEL, SearchField } from './SearchField';
