// Filled by the catalog work: request and response schemas of the catalog endpoints.
export {};
