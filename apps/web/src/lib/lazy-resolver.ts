import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver whose schema (and zod) is imported on the first validation instead of with the
 * page (ADR 040): `lazyResolver(() => import('./form-resolvers').then((m) => m.loginResolver()))`.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => (await (loaded ??= load()))(values, context, options);
}
