export type { AccordionItemData, AccordionItemProps, AccordionMode, AccordionProps } from './Accordion';
export { Accordion, AccordionItem } from './Accordion';
