import type { ReactNode } from 'react';
import type { Product } from '@shop/contract';
import { ProductCard } from '@/components/product-card';
import { useProductExtras } from '@/components/product-extras';

export type RenderProductAction = (product: Product) => ReactNode;

/** Products in rows of 3 on desktop (2 on tablets, 1 on phones). */
export function ProductGrid({
  products,
  renderAction,
  eagerCount = 0,
}: {
  products: Product[];
  renderAction?: RenderProductAction;
  /** How many of the first images load at once (above the fold). */
  eagerCount?: number;
}) {
  const extras = useProductExtras();
  return (
    <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            action={renderAction ? renderAction(p) : extras.cardAction?.(p)}
            eager={i < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}
