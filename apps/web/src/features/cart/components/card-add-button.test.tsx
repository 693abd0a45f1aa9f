import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/lib/session';
import { guestCart } from '../lib/guest-cart-store';
import { miniCart } from '../lib/mini-cart-store';
import { CardAddButton } from './card-add-button';
import { MiniCartHost } from './mini-cart-host';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

afterEach(() => {
  miniCart.close();
  guestCart.clear();
  session.clear();
});

const drill = makeProduct({ id: 1, name: 'Taladro percutor', price: '89.99', quantity: 3 });
const soldOut = makeProduct({ id: 2, name: 'Esmeril', quantity: 0 });

describe("the card's 'Agregar' and the mini-cart", () => {
  it('adds one unit for a guest and opens the mini-cart with the line and the subtotal', async () => {
    session.clear();
    renderRoute(
      <>
        <CardAddButton product={drill} />
        <MiniCartHost />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Agregar: Taladro percutor' }));
    const drawer = await screen.findByRole('dialog', { name: 'Tu carrito' }, { timeout: 10_000 });
    expect(within(drawer).getByRole('list', { name: 'Productos en el carrito' })).toHaveTextContent(
      'Taladro percutor',
    );
    expect(within(drawer).getByText('Subtotal').parentElement).toHaveTextContent('$89.99');
    expect(within(drawer).getByRole('link', { name: 'Ver carrito' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(drawer).getByRole('status')).toHaveTextContent('Producto agregado al carrito.');
    expect(within(drawer).getByRole('link', { name: 'Verificar compra' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(guestCart.get().map((i) => [i.product.id, i.count])).toEqual([[1, 1]]);
  });

  it("is disabled and reads 'Agotado' out of stock", () => {
    renderRoute(<CardAddButton product={soldOut} />);
    expect(screen.getByRole('button', { name: 'Agotado: Esmeril' })).toBeDisabled();
  });
});
