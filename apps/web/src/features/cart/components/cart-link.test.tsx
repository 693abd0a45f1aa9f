import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { guestCart } from '../lib/guest-cart-store';

import { AddToCartButton } from './add-to-cart-button';
import { CartLink } from './cart-link';
import { mockFetch, reply } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

afterEach(() => {
  guestCart.clear();
  session.clear();
  vi.unstubAllGlobals();
});

const drill = makeProduct({ id: 1, name: 'Taladro percutor' });
const bulb = makeProduct({ id: 3, name: 'Foco LED 9 W' });

describe('add to cart and the badge, guest', () => {
  it('adds once, then only says it is already there; the badge counts lines', async () => {
    renderRoute(
      <>
        <CartLink />
        <AddToCartButton product={drill} />
      </>,
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    const button = screen.getByRole('button', { name: 'Agregar al carrito: Taladro percutor' });
    await userEvent.click(button);
    expect(await screen.findByText('Producto agregado al carrito.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    await userEvent.click(button);
    expect(await screen.findByText('Este producto ya está en tu carrito.')).toBeInTheDocument();
    expect(guestCart.get()).toEqual([{ product: drill, count: 1 }]);
    expect(screen.getByRole('link', { name: 'Carrito, 1 artículo' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });

  it('is disabled with the reason when the product is out of stock', () => {
    renderRoute(<AddToCartButton product={makeProduct({ name: 'Breaker 2P', quantity: 0 })} />);
    expect(screen.getByRole('button', { name: 'Sin stock: Breaker 2P' })).toBeDisabled();
  });
});

describe('sign-in synchronisation', () => {
  it('sends the guest cart to /api/cart/synch, clears it and shows the server count', async () => {
    guestCart.set([
      { product: drill, count: 2 },
      { product: bulb, count: 1 },
    ]);
    let synced = false;
    const fetch = mockFetch((url, init) => {
      if (url.endsWith('/api/cart/synch')) {
        synced = true;
        return reply(201, { success: 'Cart Synchronized' });
      }
      if (url.endsWith('/api/cart/get-item-total'))
        return reply(200, { total_items: synced ? 3 : 1 });
      if (url.endsWith('/api/cart/cart-items')) return reply(200, { cart: [] });
      if (url.endsWith('/api/cart/get-total'))
        return reply(200, { total_cost: 0, total_compare_cost: 0 });
      return reply(500, { error: init.method ?? 'GET' });
    });
    renderRoute(<CartLink />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('2');

    act(() => session.setTokens({ access: 'a', refresh: 'r' }));

    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
    const synch = fetch.mock.calls.filter(([url]) => String(url).endsWith('/api/cart/synch'));
    expect(synch).toHaveLength(1);
    expect(synch[0]?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(synch[0]?.[1]?.body))).toEqual({
      cart_items: [
        { product_id: 1, count: 2 },
        { product_id: 3, count: 1 },
      ],
    });
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps the guest cart when the synchronisation fails', async () => {
    guestCart.set([{ product: drill, count: 1 }]);
    const fetch = mockFetch((url) =>
      url.endsWith('/api/cart/synch')
        ? reply(400, { cart_items: ['Expected a list of items.'] })
        : reply(200, { cart: [], total_items: 0, total_cost: 0, total_compare_cost: 0 }),
    );
    renderRoute(<CartLink />);
    act(() => session.setTokens({ access: 'a', refresh: 'r' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/cart/synch'))).toBe(true),
    );
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('0'));
    expect(guestCart.get()).toHaveLength(1);
  });
});
