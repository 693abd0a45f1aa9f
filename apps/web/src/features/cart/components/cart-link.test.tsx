import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { guestCart } from '../lib/guest-cart-store';

import { miniCart } from '../lib/mini-cart-store';
import { AddToCartButton } from './add-to-cart-button';
import { CartLink } from './cart-link';
import { MiniCartHost } from './mini-cart-host';
import { mockFetch, reply } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

afterEach(() => {
  miniCart.close();
  guestCart.clear();
  session.clear();
  vi.unstubAllGlobals();
});

const drill = makeProduct({ id: 1, name: 'Taladro percutor' });
const bulb = makeProduct({ id: 3, name: 'Foco LED 9 W' });

describe('add to cart and the badge, guest', () => {
  it('adds once, then only says it is already there, in the mini-cart; the badge counts units', async () => {
    renderRoute(
      <>
        <CartLink />
        <AddToCartButton product={drill} count={3} />
        <MiniCartHost />
      </>,
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    const button = screen.getByRole('button', { name: 'Agregar al carrito: Taladro percutor' });
    await userEvent.click(button);
    // Issue 33: the product page's add opens the mini-cart too.
    const drawer = await screen.findByRole('dialog', { name: 'Tu carrito' }, { timeout: 10_000 });
    expect(within(drawer).getByRole('status')).toHaveTextContent('Producto agregado al carrito.');
    expect(within(drawer).getByRole('link', { name: 'Verificar compra' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    act(() => miniCart.close());
    await userEvent.click(button);
    expect(await screen.findByText('Este producto ya está en tu carrito.')).toBeInTheDocument();
    expect(guestCart.get()).toEqual([{ product: drill, count: 3 }]);
    expect(screen.getByRole('link', { name: 'Carrito, 3 unidades', hidden: true })).toHaveAttribute(
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
  it('sends the guest cart to /api/cart/synch, clears it and shows the server units', async () => {
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
      if (url.endsWith('/api/cart/cart-items'))
        return reply(200, {
          cart: synced
            ? [
                { id: 1, count: 2, product: drill },
                { id: 2, count: 2, product: bulb },
              ]
            : [],
        });
      if (url.endsWith('/api/cart/get-total'))
        return reply(200, { total_cost: 0, total_compare_cost: 0 });
      return reply(500, { error: init.method ?? 'GET' });
    });
    renderRoute(<CartLink />);
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');

    act(() => session.setTokens({ access: 'a', refresh: 'r' }));

    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('4'));
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
