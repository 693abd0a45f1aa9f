import type { Product } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { session } from '@/lib/session';
import { addToCart } from '../lib/cart-actions';
import { cartModeOf } from '../lib/cart-mode';

/**
 * 'Agregar' without following the cart or the session: the cart's mode is read when clicked, so
 * a grid of cards does not re-render (in one blocking task) when the app-load check settles.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useCallback(
    (product: Product, count?: number) =>
      addToCart(cartModeOf(session.get()), queryClient, product, count),
    [queryClient],
  );
}
