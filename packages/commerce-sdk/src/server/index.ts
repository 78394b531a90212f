export * from './caller';
export * from './handler';
