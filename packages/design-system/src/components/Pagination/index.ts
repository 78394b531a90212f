export {
  PAGINATION_LABEL,
  PAGINATION_NEXT_LABEL,
  PAGINATION_PREVIOUS_LABEL,
  Pagination,
  type PaginationProps,
} from './Pagination';
export { clampPage, type PaginationItem, paginationItems } from './pages';
