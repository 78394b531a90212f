export * from './wishlist';
