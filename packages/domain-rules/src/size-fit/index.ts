export * from './size-fit';
