// Zod-free: the guest wishlist store reads it on the first paint (ADR 040).

/** Most product ids a guest's hearts may send to synch. */
export const WISHLIST_MAX_ITEMS = 200;
