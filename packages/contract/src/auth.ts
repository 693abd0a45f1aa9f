// Filled by the auth work: request and response schemas of the auth endpoints.
export {};
