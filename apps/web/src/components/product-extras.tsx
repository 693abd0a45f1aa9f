import { createContext, useContext, type ReactNode } from 'react';
import type { Product } from '@shop/contract';
import type { CardProduct } from './product-card';

/**
 * Slots other features fill on every product card and product page (the wishlist heart, the
 * rating), wired once in app.tsx so the catalogue never imports those features.
 */
export interface ProductExtras {
  /** A small button over the card's top-right corner. */
  cardCorner?: (product: CardProduct) => ReactNode;
  /** A button under the card's link ('Agregar', from the cart feature). */
  cardAction?: (product: Product) => ReactNode;
  /** A line under the card's name. */
  cardMeta?: (product: CardProduct) => ReactNode;
  /** Beside the product page's main action. */
  productAction?: (product: Product) => ReactNode;
  /** A section of the product page under the details. */
  productSection?: (product: Product) => ReactNode;
}

const ProductExtrasContext = createContext<ProductExtras>({});

export const ProductExtrasProvider = ProductExtrasContext.Provider;

export function useProductExtras(): ProductExtras {
  return useContext(ProductExtrasContext);
}
