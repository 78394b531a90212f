export * from './quickAdd';
export * from './variants';
