export type { DisclosureHeadingLevel, DisclosureProps } from './Disclosure';
export { Disclosure } from './Disclosure';
