import { PAGE_SIZE_DEFAULT } from '@shop/contract';
/** Far past any real catalogue; keeps absurd page numbers from overflowing SQL's OFFSET. */
const MAX_OFFSET = 1_000_000_000;

/** `page` (1-based) and its size as SQL's LIMIT and OFFSET. */
export function pageWindow(page: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: Math.min((page - 1) * pageSize, MAX_OFFSET) };
}

/** Ids beyond PostgreSQL's integer cannot exist; they are simply not found. */
export const MAX_ID = 2_147_483_647;

/** The largest list answered without paging parameters, unless LIST_CAP says otherwise. */
export const LIST_CAP_DEFAULT = 1000;

/**
 * The window of a catalogue list: without `page`, `page_size` or `limit`, every match up to
 * `cap` (the family's clients have no pager); with any of them, one page as usual.
 */
export function listWindow(
  paging: { page?: number; page_size?: number; limit?: number },
  cap: number,
): { limit: number; offset: number } {
  const { page, page_size, limit } = paging;
  if (page === undefined && page_size === undefined && limit === undefined) {
    return { limit: cap, offset: 0 };
  }
  return pageWindow(page ?? 1, limit ?? page_size ?? PAGE_SIZE_DEFAULT);
}
