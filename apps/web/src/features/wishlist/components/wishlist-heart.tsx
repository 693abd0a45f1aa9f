import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useWishlist } from '../hooks/use-wishlist';

export const WISHLIST_LABELS = {
  add: 'Agregar a la lista de deseos',
  remove: 'Quitar de la lista de deseos',
  failed: 'No pudimos actualizar tu lista de deseos. Inténtalo de nuevo.',
} as const;

/** The heart on product cards and the product page: a toggle button (aria-pressed). */
export function WishlistHeart({
  productId,
  size = 'md',
}: {
  productId: number;
  size?: 'md' | 'lg';
}) {
  const { has, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const pressed = has(productId);

  async function onClick() {
    if (busy) return;
    setBusy(true);
    const result = await toggle(productId);
    setBusy(false);
    if (result === 'failed') toast.error(WISHLIST_LABELS.failed);
  }

  const box = size === 'lg' ? 'size-12' : 'size-10';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? WISHLIST_LABELS.remove : WISHLIST_LABELS.add}
      title={pressed ? WISHLIST_LABELS.remove : WISHLIST_LABELS.add}
      aria-busy={busy || undefined}
      onClick={() => void onClick()}
      className={`inline-flex ${box} shrink-0 items-center justify-center rounded-full border border-slate-200 bg-white/95 shadow-sm transition-colors hover:border-rose-300 hover:bg-rose-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      <svg
        viewBox="0 0 24 24"
        className={`size-5 ${pressed ? 'fill-rose-600 text-rose-600' : 'fill-none text-slate-600'}`}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.8 1.3-1.7 2.9-2.8 4.9-2.8 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
      </svg>
    </button>
  );
}
