import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OUT_OF_SIGHT_STAGE, PAGE_STAGE, RenderStageProvider } from '@/lib/first-render';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';
import { ProductGrid } from './product-grid';

const products = Array.from({ length: 10 }, (_, i) =>
  makeProduct({ id: i + 1, name: `Producto ${i + 1}` }),
);

function cardsAt(stage: number) {
  renderRoute(
    <RenderStageProvider value={stage}>
      <ProductGrid products={products} />
    </RenderStageProvider>,
  );
  return screen.queryAllByRole('listitem').length;
}

describe('ProductGrid in the first render (lib/first-render)', () => {
  it("draws no card with the page's heading", () => {
    expect(cardsAt(PAGE_STAGE)).toBe(0);
  });

  // Three per stage in sight, none at the out-of-sight stage, then three per stage again.
  it.each([
    [PAGE_STAGE + 1, 3],
    [PAGE_STAGE + 2, 6],
    [OUT_OF_SIGHT_STAGE, 6],
    [OUT_OF_SIGHT_STAGE + 1, 9],
    [Number.POSITIVE_INFINITY, 10],
  ])('at stage %s shows %s cards, in order', (stage, count) => {
    expect(cardsAt(stage)).toBe(count);
    expect(screen.getAllByRole('heading', { level: 3 })[count - 1]).toHaveTextContent(
      `Producto ${count}`,
    );
  });

  it('draws every card outside the first render', () => {
    renderRoute(<ProductGrid products={products} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
