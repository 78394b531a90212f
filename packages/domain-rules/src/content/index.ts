export * from './content';
export * from './layout';
export * from './media';
export * from './timing';
