// The contract's plain values and functions, without zod: what the web's first paint may import
// (ADR 040), as `@shop/contract/values`. No module under values/ may import zod or a schema (only
// types); the barrel (../index.ts) exports the same names through the schema modules.
export * from '../money.js';

export * from './common.js';

export * from './errors.js';

export * from './catalog.js';

export * from './iva.js';

export * from './auth.js';

export * from './guest.js';

export * from './admin.js';

export * from './orders.js';

export * from './identification.js';

export * from './checkout.js';

export * from './cart.js';

export * from './wishlist.js';

export * from './payment-methods.js';

export * from './list-filter.js';
