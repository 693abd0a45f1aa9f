// The whole contract as one lazily imported module (see contract-schemas.ts); importing it instead
// of the package keeps the package's barrel out of the chunks the routes import statically.
export * from '@shop/contract';
