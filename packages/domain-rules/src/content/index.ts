export * from './content';
export * from './frame';
export * from './layout';
export * from './media';
export * from './offerFooter';
export * from './timing';
