export * from './content';
export * from './errors';
export * from './markets';
