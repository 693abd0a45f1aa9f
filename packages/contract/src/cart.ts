// Filled by the cart work: request and response schemas of the cart endpoints.
export {};
