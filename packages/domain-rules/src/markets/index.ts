export * from './locale';
export * from './markets';
export * from './routes';
