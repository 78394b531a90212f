export * from './cart';
export * from './catalogue';
export * from './category';
export * from './customers';
export * from './wishlist';
