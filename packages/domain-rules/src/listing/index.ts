export * from './listing';
export * from './query';
