export * from './common.js';
export * from './errors.js';
export * from './catalog.js';
export * from './auth.js';
export * from './cart.js';
export * from './checkout.js';
export * from './orders.js';
export * from './admin.js';
