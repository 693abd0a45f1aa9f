import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';
import { ProductGrid } from './product-grid';

const products = Array.from({ length: 10 }, (_, i) =>
  makeProduct({ id: i + 1, name: `Producto ${i + 1}` }),
);

describe('ProductGrid', () => {
  it('draws every card, in order, one list item each', () => {
    renderRoute(<ProductGrid products={products} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByRole('heading', { level: 3 })[9]).toHaveTextContent('Producto 10');
  });
});
