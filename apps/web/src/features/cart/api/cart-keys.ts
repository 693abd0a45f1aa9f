/** Query keys of the signed-in (server) cart; invalidating `all` re-fetches every cart view. */
export const cartKeys = {
  all: ['cart'] as const,
  items: () => [...cartKeys.all, 'items'] as const,
  total: () => [...cartKeys.all, 'total'] as const,
  itemTotal: () => [...cartKeys.all, 'item-total'] as const,
};
