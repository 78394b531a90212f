export type {
  BlockNode,
  InlineNode,
  ListItemNode,
  ListNode,
  RichTextDocument,
  SafeLink,
} from './markdown';
export { parseMarkdown, safeHref } from './markdown';
export type { RichTextProps } from './RichText';
export { RichText } from './RichText';
