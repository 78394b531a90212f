export * from './cart';
export * from './catalogue';
export * from './category';
export * from './checkout';
export * from './customers';
export * from './wishlist';
