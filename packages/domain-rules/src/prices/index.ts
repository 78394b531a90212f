export * from './prices';
