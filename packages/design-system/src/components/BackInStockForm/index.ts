export type { BackInStockFormProps, BackInStockRequest } from './BackInStockForm';
export {
  BACK_IN_STOCK_SIZE_LABEL,
  BACK_IN_STOCK_SUBMIT,
  BACK_IN_STOCK_TITLE,
  BackInStockForm,
  backInStockConfirmation,
} from './BackInStockForm';
