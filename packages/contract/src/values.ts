// The contract's plain values and functions, without zod: what the web's first paint may import
// (ADR 040). Every module here must stay free of `zod`; the barrel (index.ts) exports them too.
export * from './money.js';
export * from './cart-limits.js';
export * from './error-codes.js';
export * from './wishlist-limits.js';
