import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { ProductCard } from './product-card';
import { makeProduct } from '@/testing/make-product';

function renderCard(ui: React.ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('ProductCard', () => {
  it('shows thumbnail, brand, name, price with the compare price struck, and links to the product', () => {
    const product = makeProduct({
      id: 7,
      name: 'Breaker 2P 20 A',
      price: '12.50',
      compare_price: '15.00',
    });
    renderCard(<ProductCard product={product} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Breaker 2P 20 A' })).toBeInTheDocument();
    expect(within(card).getByText('Bosch')).toBeInTheDocument();
    expect(within(card).getByText('$12.50')).toBeInTheDocument();
    expect(within(card).getByText('$15.00').closest('s')).not.toBeNull();
    expect(within(card).getByText('-17%')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Visualizar Catálogo' })).toHaveAttribute(
      'href',
      '/product/7',
    );
    const img = card.querySelector('img');
    expect(img).toHaveAttribute('src', '/media/products/thumbs/taladro-7.webp');
    expect(img).toHaveAttribute('alt', 'Breaker 2P 20 A');
  });

  it('says Fuera de Stock at quantity 0 and En Stock otherwise', () => {
    renderCard(
      <>
        <ProductCard product={makeProduct({ quantity: 0 })} />
        <ProductCard product={makeProduct({ quantity: 3 })} />
      </>,
    );
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Fuera de Stock')).toBeInTheDocument();
    expect(within(second!).getByText('En Stock')).toBeInTheDocument();
  });

  it('renders the action slot and no discount when the compare price is not higher', () => {
    renderCard(
      <ProductCard
        product={makeProduct({ price: '10.00', compare_price: '10.00' })}
        action={<button type="button">Agregar al carrito</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Agregar al carrito' })).toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).toBeNull();
    expect(screen.queryByText('Antes')).toBeNull();
  });
});
