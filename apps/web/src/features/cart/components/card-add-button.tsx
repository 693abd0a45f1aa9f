import type { Product } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { toast } from '@/lib/toast';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { CART_MESSAGES } from '../lib/cart-messages';
import { miniCart } from '../lib/mini-cart-store';

/**
 * 'Agregar' on a product card: adds one unit and opens the mini-cart (guests and signed-in
 * customers). Out of stock it is disabled and reads 'Agotado'.
 */
export function CardAddButton({ product }: { product: Product }) {
  const add = useAddToCart();
  const [busy, setBusy] = useState(false);
  const outOfStock = product.quantity < 1;
  const label = outOfStock ? 'Agotado' : 'Agregar';
  // `data-hydrated` once React has hydrated this button (its code is lazy, ADR 096): a click on
  // the server's button before then is lost. Set without a re-render of every card.
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.setAttribute('data-hydrated', ''), []);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    const result = await add(product, 1);
    setBusy(false);
    if (result.ok) miniCart.open(CART_MESSAGES.added);
    else if (result.reason === 'already-in-cart') miniCart.open(CART_MESSAGES.alreadyInCart);
    else if (result.reason === 'not-enough-stock') toast.error(CART_MESSAGES.notEnoughStock);
    else if (result.reason === 'not-found') toast.error(CART_MESSAGES.notFound);
    else toast.error(CART_MESSAGES.addFailed);
  }

  return (
    <button
      ref={ref}
      type="button"
      onClick={() => void onClick()}
      disabled={outOfStock || busy}
      aria-busy={busy || undefined}
      aria-label={`${label}: ${product.name}`}
      className={buttonClasses('accent', 'md', 'w-full')}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6" />
        <path d="M12 9v6M9 12h6" />
      </svg>
      {label}
    </button>
  );
}
