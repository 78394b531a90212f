export * from './live-shopping';
