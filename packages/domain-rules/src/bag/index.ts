export * from './bag';
