export * from './catalog.js';
export * from './auth.js';
export * from './mail.js';
export * from './cart.js';
export * from './checkout.js';
export * from './invoicing.js';
