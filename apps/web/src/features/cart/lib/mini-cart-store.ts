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

// The server render and hydration see the drawer closed. The overlays hydrate late (a lazy
// chunk), so an 'Agregar al carrito' clicked before may already have opened it: React then opens
// it right after hydration instead of finding a drawer the server never drew (React #418).
const closed = () => false;
const noNotice = () => null;

export function useMiniCartOpen(): boolean {
  return useSyncExternalStore(miniCart.subscribe, miniCart.isOpen, closed);
}

export function useMiniCartNotice(): string | null {
  return useSyncExternalStore(miniCart.subscribe, miniCart.notice, noNotice);
}
