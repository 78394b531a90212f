// Every rule of the three specs, grouped by the shop's words. Each module is pure and tree-shakes on its own
// (`sideEffects: false`, no top-level calls): import what you need from the root.
export * from './accounts';
export * from './bag';
export * from './blocks';
export * from './content';
export * from './errors';
export * from './forms';
export * from './listing';
export * from './live-shopping';
export * from './markets';
export * from './prices';
export * from './promotions';
export * from './reviews';
export * from './size-fit';
export * from './sizes';
export * from './stock';
export * from './styling';
export * from './variants';
export * from './wishlist';
