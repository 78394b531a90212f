export * from './styling';
