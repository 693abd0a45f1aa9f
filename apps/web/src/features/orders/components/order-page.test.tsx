import type { OrderDetailResponse } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { mockApi } from '@/testing/fetch';
import { makeOrder } from '@/testing/make-order';
import { renderRoute } from '@/testing/render';
import { OrderPage } from './order-page';

// Issue 33: "Precio normal" on the order page is what the checkout showed for the same order.
// The cart: 2 drills on sale at $8.00 (regular $12.50), 1 tape at $5.00; coupon VOLT1 ($1.00 off).
// Checkout's get-payment-total answered original_price 21.00, total_compare_amount 30.00 and
// total_after_coupon 20.00, which it shows (normalAndDiscount) as below.

const TX = 'EV-ABCDEFGHJKLM';
const IVA = {
  subtotal_15: '17.39',
  subtotal_5: '0.00',
  subtotal_0: '0.00',
  iva_15: '2.61',
  iva_5: '0.00',
  total: '20.00',
};

const DRILL = {
  product_id: 12,
  name: 'Taladro percutor',
  description: '',
  get_thumbnail: '/media/products/taladro-thumb.webp',
  price: '8.00',
  count: 2,
};
const TAPE = { ...DRILL, product_id: 13, name: 'Cinta aislante', price: '5.00', count: 1 };

function detail(items: OrderDetailResponse['order']['order_items']): OrderDetailResponse {
  return {
    order: makeOrder({
      transaction_id: TX,
      amount: '23.50',
      shipping_price: '3.50',
      payment_method: 'card',
      order_items: items,
    }),
    subtotal: '21.00',
    discount: '1.00',
    coupon_name: 'VOLT1',
    iva: IVA,
    payment: { method: 'Tarjeta', status: 'Pago aprobado' },
    status_history: [
      {
        status: 'not_processed',
        date: '2026-11-20T15:00:00.000Z',
        courier: null,
        tracking_number: null,
      },
    ],
    billing: null,
    invoice: null,
  };
}

const AT_CHECKOUT = [
  'Precio normal: $30.00',
  'Descuento: -$10.00',
  'Subtotal: $20.00',
  'IVA incluido (15%): $2.61',
  'Envío: $3.50',
  'Total: $23.50',
];

/** The "Resumen" rows of a money-lines list, as "label: value". */
function rows(list: HTMLElement) {
  return within(list)
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
}

async function orderPageRows(items: OrderDetailResponse['order']['order_items']) {
  mockApi({ [`GET /api/orders/get-order/${TX}/detail`]: detail(items) });
  renderRoute(<OrderPage transactionId={TX} />);
  const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
  return rows(summary);
}

beforeEach(() => session.setTokens({ access: 'tok', refresh: 'r' }));
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('OrderPage: Precio normal', () => {
  it('shows the money lines the checkout showed, and the regular price struck through', async () => {
    const onOrder = await orderPageRows([
      { ...DRILL, compare_price: '12.50' },
      { ...TAPE, compare_price: '5.00' },
    ]);
    expect(onOrder).toEqual(AT_CHECKOUT);

    const drill = screen.getByRole('link', { name: 'Taladro percutor' }).closest('li')!;
    expect(within(drill).getByText('$12.50').closest('s')).not.toBeNull();
    const tape = screen.getByRole('link', { name: 'Cinta aislante' }).closest('li')!;
    expect(tape.querySelector('s')).toBeNull();
  });

  it('an order from before the regular price was kept: its prices, only the coupon off', async () => {
    expect((await orderPageRows([DRILL, TAPE])).slice(0, 3)).toEqual([
      'Precio normal: $21.00',
      'Descuento: -$1.00',
      'Subtotal: $20.00',
    ]);
    expect(document.querySelector('s')).toBeNull();
  });
});
