export * from './markets';
