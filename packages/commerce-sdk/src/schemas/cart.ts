// Zod schemas and inferred types of the cart area (spec 000 §3, spec 001 §3; BigCommerce REST v3 shapes).
export {};
