export * from './accounts';
export * from './offers';
export * from './orders';
