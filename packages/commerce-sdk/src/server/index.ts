export * from './caller';
export * from './handler';
export * from './node';
