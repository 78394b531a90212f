export { type ColumnCount, Columns, type ColumnsProps } from './Columns';
