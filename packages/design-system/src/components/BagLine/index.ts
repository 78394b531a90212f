export type {
  BagHeadingLevel,
  BagLineData,
  BagLineOption,
  BagLineProps,
  BagLinkComponent,
} from './BagLine';
export { BAG_QUANTITY_LABEL, BagLine, FREE_GIFT_TEXT, REMOVE_TEXT, removeLineLabel } from './BagLine';
export { BAG_LINE_IMAGE_BOX } from './BagLine.css';
