import { useSyncExternalStore } from 'react';

/**
 * Whether the mini-cart drawer is open (opened by 'Agregar' on a card or 'Agregar al carrito' on
 * a product page), and the line it opens with ("Producto agregado al carrito.").
 */
interface MiniCartState {
  open: boolean;
  notice: string | null;
}

let state: MiniCartState = { open: false, notice: null };
const listeners = new Set<() => void>();

function set(next: MiniCartState) {
  state = next;
  for (const l of listeners) l();
}

export const miniCart = {
  isOpen: () => state.open,
  notice: () => state.notice,
  open: (notice: string | null = null) => set({ open: true, notice }),
  close: () => set({ open: false, notice: state.notice }),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export function useMiniCartOpen(): boolean {
  return useSyncExternalStore(miniCart.subscribe, miniCart.isOpen, miniCart.isOpen);
}

export function useMiniCartNotice(): string | null {
  return useSyncExternalStore(miniCart.subscribe, miniCart.notice, miniCart.notice);
}
