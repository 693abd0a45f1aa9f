/** Query keys of the reviews; invalidating `product(id)` refreshes every view of one product. */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: number) => [...reviewKeys.all, 'product', productId] as const,
  list: (productId: number, star: number | null) =>
    [...reviewKeys.product(productId), 'list', star] as const,
  summary: (productId: number) => [...reviewKeys.product(productId), 'summary'] as const,
  mine: (productId: number) => [...reviewKeys.product(productId), 'mine'] as const,
  rating: (productId: number) => [...reviewKeys.all, 'rating', productId] as const,
};
