export * from './address';
export * from './date-of-birth';
export * from './forms';
