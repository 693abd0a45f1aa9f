import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { guestWishlist } from '../lib/guest-wishlist-store';
import { WishlistHeart } from './wishlist-heart';

function renderWithQuery(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const product = {
  id: 5,
  name: 'Taladro',
  slug: 'taladro',
  sku: 'EV-00005',
  iva_rate: 15,
  brand: 'Truper',
  photo: '/media/p.webp',
  get_thumbnail: '/media/t.webp',
  description: '',
  price: '10.00',
  compare_price: '12.00',
  category: 1,
  quantity: 3,
  sold: 0,
  date_created: '2024-01-01T00:00:00.000Z',
};

beforeEach(() => {
  guestWishlist.clear();
  session.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('WishlistHeart', () => {
  it("keeps a guest's heart in localStorage and toggles its name and aria-pressed", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithQuery(<WishlistHeart productId={5} />);
    const heart = screen.getByRole('button', { name: 'Agregar a la lista de deseos' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart);
    const pressed = screen.getByRole('button', { name: 'Quitar de la lista de deseos' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([5]);

    await userEvent.click(pressed);
    expect(screen.getByRole('button', { name: 'Agregar a la lista de deseos' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('adds to the account list when signed in', async () => {
    session.setTokens({ access: 'a.b.c', refresh: 'r.s.t' });
    let list: unknown[] = [];
    const fetchSpy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.endsWith('/api/wishlist/wishlist-items')) return json(200, { wishlist: list });
      if (url.endsWith('/api/wishlist/add-item') && init.method === 'POST') {
        expect(JSON.parse(String(init.body))).toEqual({ product_id: 5 });
        list = [{ id: 1, product }];
        return json(201, { wishlist: list });
      }
      return json(404, { detail: 'Not found.' });
    });
    vi.stubGlobal('fetch', fetchSpy);
    renderWithQuery(<WishlistHeart productId={5} />);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('button', { name: 'Agregar a la lista de deseos' }));
    expect(
      await screen.findByRole('button', { name: 'Quitar de la lista de deseos' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('wishlist')).toBeNull();
  });
});
