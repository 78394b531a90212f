export * from './client';
export * from './error-slots';
export * from './errors';
export * from './operations';
export type * from './provider';
export * from './schemas';
export type * from './services';
