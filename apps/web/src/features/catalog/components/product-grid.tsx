import type { ReactNode } from 'react';
import type { Product } from '@shop/contract';
import { ProductCard } from '@/components/product-card';
import { useProductExtras } from '@/components/product-extras';
import {
  LAST_STAGE,
  OUT_OF_SIGHT_STAGE,
  PAGE_STAGE,
  SHOWN_STAGE,
  Staged,
} from '@/lib/first-render';

/** Cards drawn per stage of the app's first render (lib/first-render): a row on desktop. */
const CARDS_PER_STAGE = 3;

/**
 * The first-render stage of the `group`-th three cards: the rows in sight one stage each after
 * the page's heading, before the app shows; the rest one stage each after what is out of sight
 * (all from the last).
 */
function stageOfGroup(group: number): number {
  const rowsInSight = SHOWN_STAGE - PAGE_STAGE;
  const stage =
    group < rowsInSight ? PAGE_STAGE + 1 + group : OUT_OF_SIGHT_STAGE + 1 + group - rowsInSight;
  return Math.min(stage, LAST_STAGE);
}

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
  const groups: Product[][] = [];
  for (let i = 0; i < products.length; i += CARDS_PER_STAGE) {
    groups.push(products.slice(i, i + CARDS_PER_STAGE));
  }
  // The first render draws the cards a few per task (lib/first-render).
  return (
    <ul className="grid grid-cols-1 gap-6 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {groups.map((group, g) => (
        <Staged key={g} at={stageOfGroup(g)}>
          {group.map((p, j) => (
            <li key={p.id}>
              <ProductCard
                product={p}
                action={renderAction ? renderAction(p) : extras.cardAction?.(p)}
                eager={g * CARDS_PER_STAGE + j < eagerCount}
              />
            </li>
          ))}
        </Staged>
      ))}
    </ul>
  );
}
