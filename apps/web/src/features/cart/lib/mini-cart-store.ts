import { useSyncExternalStore } from 'react';

/** Whether the mini-cart drawer is open (opened by 'Agregar' on a product card). */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  open = next;
  for (const l of listeners) l();
}

export const miniCart = {
  isOpen: () => open,
  open: () => set(true),
  close: () => set(false),
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
