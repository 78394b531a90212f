// Zod schemas and inferred types of the wishlist area (spec 000 §3, spec 001 §3; BigCommerce REST v3 shapes).
export {};
