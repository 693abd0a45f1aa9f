/** Far past any real catalogue; keeps absurd page numbers from overflowing SQL's OFFSET. */
const MAX_OFFSET = 1_000_000_000;

/** `page` (1-based) and its size as SQL's LIMIT and OFFSET. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: Math.min((page - 1) * pageSize, MAX_OFFSET) };
}

/** Ids beyond PostgreSQL's integer cannot exist; they are simply not found. */
export const MAX_ID = 2_147_483_647;
