export * from './effects';
export * from './promotions';
