export * from './caller';
export * from './handler';
export * from './json';
export * from './node';
export * from './services';
