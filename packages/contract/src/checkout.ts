// Filled by the checkout work: request and response schemas of the checkout endpoints.
export {};
