import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';

import { OrderDetails } from './order-details';
import { makeOrder } from '@/testing/make-order';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

function renderDetails() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <OrderDetails /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function answerOrders(orders: unknown[]) {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ orders }), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const statusLine = (order: HTMLElement) =>
  within(order).getByText((_, el) => el?.tagName === 'P' && /^Status:/.test(el.textContent ?? ''));

describe('Order Details', () => {
  it("names a store-pickup order's step 2 'Listo para retirar'", async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    answerOrders([
      makeOrder({
        transaction_id: 'EV-PICKUP01',
        status: 'shipped',
        step: 2,
        address_line_2: 'Retiro en tienda',
      }),
    ]);
    renderDetails();
    const pickup = await screen.findByRole('article', { name: 'EV-PICKUP01' });
    expect(statusLine(pickup)).toHaveTextContent(/^Status: Listo para retirar$/);
    const bar = within(pickup).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuetext', 'Listo para retirar');
    expect(within(pickup).queryByText('Enviado')).toBeNull();
  });

  it('shows each order with its lines, address, shipping, total, status and progress', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    const fetch = answerOrders([
      makeOrder({ id: 2, transaction_id: 'EV-SHIPPED1', status: 'shipped', step: 2 }),
      makeOrder(),
    ]);
    renderDetails();
    const shipped = await screen.findByRole('article', { name: 'EV-SHIPPED1' });
    expect(
      within(shipped).getByRole('link', { name: 'Taladro percutor 1/2" 750 W' }),
    ).toHaveAttribute('href', '/product/12');
    expect(within(shipped).getByText(/velocidad variable/)).toBeInTheDocument();
    expect(within(shipped).getByText('Av. Amazonas N24-155 y Colón')).toBeInTheDocument();
    expect(within(shipped).getByText('Edificio Torres del Norte, piso 3')).toBeInTheDocument();
    expect(within(shipped).getByText('$3.50')).toBeInTheDocument();
    expect(within(shipped).getByText('Costo Total')).toBeInTheDocument();
    expect(within(shipped).getByText('$103.49')).toBeInTheDocument();
    // The seed's 'Status:' with the Spanish name after it, never the raw code (issue 33).
    expect(statusLine(shipped)).toHaveTextContent(/^Status: Enviado$/);
    const bar = within(shipped).getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar.firstElementChild).toHaveStyle({ width: '62.5%' });

    const received = screen.getByRole('article', { name: 'EV-7K3P9Q2M' });
    expect(within(received).getByRole('progressbar').firstElementChild).toHaveStyle({
      width: '12.5%',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders/get-orders');
    expect(init.headers).toMatchObject({ accept: 'application/json', authorization: 'JWT tok' });
  });

  it('says so when there are no orders yet', async () => {
    session.setTokens({ access: 'tok', refresh: 'r' });
    answerOrders([]);
    renderDetails();
    expect(await screen.findByText(/Aún no tienes pedidos/)).toBeInTheDocument();
  });

  it('sends no request without a stored access token', () => {
    const fetch = answerOrders([]);
    renderDetails();
    expect(screen.getByRole('heading', { name: 'Order Details' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
