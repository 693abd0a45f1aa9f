// Filled by the orders work: request and response schemas of the orders endpoints.
export {};
