import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { guestCart } from '../lib/guest-cart-store';

import { CartView } from './cart-view';
import { mockFetch, reply } from '@/testing/fetch';
import { makeProduct } from '@/testing/make-product';
import { renderRoute } from '@/testing/render';

const drill = makeProduct({
  id: 1,
  name: 'Taladro percutor',
  price: '89.99',
  compare_price: '99.99',
  quantity: 2,
});
const cable = makeProduct({
  id: 2,
  name: 'Cable THHN 12 AWG',
  price: '45.50',
  compare_price: '45.50',
});

afterEach(() => {
  guestCart.clear();
  session.clear();
  vi.unstubAllGlobals();
});

function storedCounts() {
  return (JSON.parse(localStorage.getItem('cart') ?? '[]') as { count: number }[]).map(
    (l) => l.count,
  );
}

describe('cart page, guest', () => {
  it('lists the lines with the count in the heading and the totals', () => {
    guestCart.set([
      { product: drill, count: 1 },
      { product: cable, count: 2 },
    ]);
    renderRoute(<CartView />);
    expect(
      screen.getByRole('heading', { name: 'Artículos del carrito de compras (2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Taladro percutor' })).toHaveAttribute(
      'href',
      '/product/1',
    );
    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    // Precio normal at list prices 99.99 + 91.00; Subtotal and Total at prices 89.99 + 91.00.
    expect(within(summary).getByText('$190.99')).toBeInTheDocument();
    expect(within(summary).getByText('-$10.00')).toBeInTheDocument();
    expect(within(summary).getAllByText('$180.99')).toHaveLength(2);
    expect(within(summary).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('refuses a count above the stock with "Not enough in stock" and changes nothing', async () => {
    guestCart.set([{ product: drill, count: 1 }]);
    renderRoute(<CartView />);
    const select = screen.getByLabelText('Cantidad de Taladro percutor');
    await userEvent.selectOptions(select, '3');
    expect(await screen.findByText('Not enough in stock')).toBeInTheDocument();
    expect(select).toHaveValue('1');
    expect(storedCounts()).toEqual([1]);

    await userEvent.selectOptions(select, '2');
    expect(select).toHaveValue('2');
    expect(storedCounts()).toEqual([2]);
    expect(screen.getAllByText('$179.98').length).toBeGreaterThan(0);
  });

  it('removes a line and says so', async () => {
    guestCart.set([
      { product: drill, count: 1 },
      { product: cable, count: 1 },
    ]);
    renderRoute(<CartView />);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Taladro percutor' }));
    expect(await screen.findByText('Item removido del carrito.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Taladro percutor' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(1)');
  });

  it('offers "Buscar items" when the cart is empty', () => {
    renderRoute(<CartView />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(0)');
    expect(screen.getByText(/Tu carrito está vacío/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buscar items' })).toHaveAttribute('href', '/shop');
  });
});

describe('cart page, signed in', () => {
  function serverCart(lines: { product: typeof drill; count: number }[]) {
    return lines.map((line, i) => ({ id: i + 1, ...line }));
  }

  it('shows the server cart and leads to checkout', async () => {
    session.setTokens({ access: 'a', refresh: 'r' });
    mockFetch((url) => {
      if (url.endsWith('/api/cart/cart-items'))
        return reply(200, { cart: serverCart([{ product: cable, count: 2 }]) });
      if (url.endsWith('/api/cart/get-total'))
        return reply(200, { total_cost: 91, total_compare_cost: 91 });
      if (url.endsWith('/api/cart/get-item-total')) return reply(200, { total_items: 1 });
      return reply(404, { error: 'unexpected' });
    });
    renderRoute(<CartView />);
    expect(await screen.findByRole('link', { name: 'Cable THHN 12 AWG' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('(1)');
    expect(screen.getByRole('link', { name: 'Verificar compra' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('says "Error al remover el item del carrito." when the server refuses the removal', async () => {
    session.setTokens({ access: 'a', refresh: 'r' });
    const fetch = mockFetch((url, init) => {
      if (init.method === 'DELETE')
        return reply(404, { error: 'This product is not in your cart' });
      if (url.endsWith('/api/cart/cart-items'))
        return reply(200, { cart: serverCart([{ product: cable, count: 1 }]) });
      if (url.endsWith('/api/cart/get-total'))
        return reply(200, { total_cost: 45.5, total_compare_cost: 45.5 });
      return reply(200, { total_items: 1 });
    });
    renderRoute(<CartView />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Eliminar Cable THHN 12 AWG' }),
    );
    expect(await screen.findByText('Error al remover el item del carrito.')).toBeInTheDocument();
    const removal = fetch.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(removal?.[1]?.body))).toEqual({ product_id: 2 });
    expect(removal?.[1]?.headers).toMatchObject({ authorization: 'JWT a' });
  });
});
