import type { z } from 'zod';
import type { SchemaLoader } from './api-client';
import type * as Contract from './contract-all';

/**
 * A contract schema imported with the request instead of with the page: the first paint carries
 * no zod (ADR 040). `request(url, { schema: contractSchema((c) => c.CartResponseSchema) })`.
 */
export function contractSchema<T>(
  pick: (contract: typeof Contract) => z.ZodType<T>,
): SchemaLoader<T> {
  return () => import('./contract-all').then(pick);
}
