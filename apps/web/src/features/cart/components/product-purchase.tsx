import type { Product } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { Price } from '@/components/price';
import { maxCountFor, quantityChoices } from '../lib/quantity';
import { AddToCartButton } from './add-to-cart-button';
import { QuantitySelect } from './quantity-select';

/**
 * The product page's purchase box: 'Cantidad' (1-10, never above the stock) beside 'Agregar al
 * carrito'. On phones, once the box has scrolled out of view above, a bar sticks to the bottom with
 * the price and the same button.
 */
export function ProductPurchase({ product }: { product: Product }) {
  const [count, setCount] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const [scrolledPast, setScrolledPast] = useState(false);
  const inStock = quantityChoices(product).length > 0;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // Only once the box has left through the top: below the fold at first, the page shows it soon.
    const check = () => setScrolledPast(el.getBoundingClientRect().bottom < 0);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);

  return (
    <>
      <div ref={box} className="flex flex-wrap items-center gap-3">
        {inStock && (
          <QuantitySelect
            value={count}
            onChange={(value) => setCount(Number(value))}
            productName={product.name}
            stock={maxCountFor(product)}
            maxPerOrder={product.max_per_order}
          />
        )}
        <AddToCartButton product={product} count={count} />
      </div>
      {scrolledPast && (
        <div
          data-testid="sticky-buy-bar"
          className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] lg:hidden"
        >
          <Price price={product.price} comparePrice={product.compare_price} className="text-lg" />
          <AddToCartButton product={product} count={count} />
        </div>
      )}
    </>
  );
}
